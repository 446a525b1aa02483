import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../lib/app-error.ts';
import { HOUR_MS, clock, controlClock } from '../../lib/clock.ts';
import { insertCustomers } from '../../test/customers.ts';
import { type TestDb, createTestDb, testDatabases } from '../../test/harness.ts';
import { guardStake, reserveDeposit, settleDepositReservation } from './limits.ts';
import { deposit, setLimitRow, stake, win } from './test-kit.ts';

// 2026-11-25 is a Wednesday; Istanbul is UTC+3 all year.
const WED_NOON_IST = Date.UTC(2026, 10, 25, 9, 0);

describe.each(testDatabases())('limits engine (%s)', (kind) => {
  let t: TestDb;
  let time: ReturnType<typeof controlClock>;
  beforeAll(async () => {
    t = await createTestDb(kind);
  }, 120_000);
  afterAll(() => t.drop());
  afterEach(() => clock.reset());
  const customer = async () =>
    (await insertCustomers(t.db, 1, `p${Math.random().toString(36).slice(2, 8)}`))[0]!;
  const start = (ms = WED_NOON_IST) => (time = controlClock(ms));

  it('rule 3: daily 500 and weekly 2000 allow at most 500 in a day', async () => {
    start();
    const id = await customer();
    await setLimitRow(t.db, id, 'deposit', 'day', 50_000n);
    await setLimitRow(t.db, id, 'deposit', 'week', 200_000n);
    expect(await deposit(t.db, id, 30_000n)).toBe('ok');
    expect(await deposit(t.db, id, 20_000n)).toBe('ok');
    expect(await deposit(t.db, id, 1n)).toBe('DEPOSIT_LIMIT');
    time.advance(24 * HOUR_MS); // Thursday: the day resets, the week does not
    expect(await deposit(t.db, id, 50_000n)).toBe('ok');
    time.advance(24 * HOUR_MS); // Friday
    expect(await deposit(t.db, id, 50_000n)).toBe('ok');
    time.advance(24 * HOUR_MS); // Saturday: 1500 in the week, 500 left of it
    expect(await deposit(t.db, id, 50_001n)).toBe('DEPOSIT_LIMIT');
    expect(await deposit(t.db, id, 50_000n)).toBe('ok');
    time.advance(24 * HOUR_MS); // Sunday: the week is full
    expect(await deposit(t.db, id, 1n)).toBe('DEPOSIT_LIMIT');
    time.advance(24 * HOUR_MS); // Monday: a new ISO week
    expect(await deposit(t.db, id, 50_000n)).toBe('ok');
  });

  it('rule 4: gross deposits count, a withdrawal restores nothing, windows are fixed in Istanbul time', async () => {
    start(Date.UTC(2026, 10, 25, 20, 30)); // 23:30 in Istanbul, 20:30 UTC
    const id = await customer();
    await setLimitRow(t.db, id, 'deposit', 'day', 10_000n);
    expect(await deposit(t.db, id, 10_000n, `gross-${id}`)).toBe('ok');
    await settleDepositReservation(t.db, `gross-${id}`, 'confirmed');
    // Confirmed deposits are never released (a withdrawal has no path back into the window).
    await settleDepositReservation(t.db, `gross-${id}`, 'released');
    expect(await deposit(t.db, id, 1n)).toBe('DEPOSIT_LIMIT');
    time.advance(HOUR_MS); // 00:30 in Istanbul, still the same UTC day: a new window
    expect(await deposit(t.db, id, 10_000n)).toBe('ok');
  });

  it('rule 5: a refusal names the limit, its window, what is used and what is left (lira)', async () => {
    start();
    const id = await customer();
    await setLimitRow(t.db, id, 'deposit', 'month', 100_000n);
    expect(await deposit(t.db, id, 75_050n)).toBe('ok');
    const err = await reserveDeposit(t.db, {
      customerId: id,
      currency: 'TRY',
      amount: 30_000n,
      reference: `r5-${id}`,
    }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(AppError);
    expect((err as AppError).code).toBe('DEPOSIT_LIMIT');
    expect((err as AppError).data).toEqual({
      kind: 'deposit',
      period: 'month',
      limit: 1000,
      used: 750.5,
      left: 249.5,
    });
    // Nothing was reserved for the refused one.
    const refused = await t.db
      .selectFrom('rg_deposit_reservation')
      .select('reference')
      .where('reference', '=', `r5-${id}`)
      .execute();
    expect(refused).toEqual([]);
  });

  it('rule 6: a failed or expired deposit frees its reservation; a confirmed one keeps it', async () => {
    start();
    const id = await customer();
    await setLimitRow(t.db, id, 'deposit', 'day', 10_000n);
    expect(await deposit(t.db, id, 10_000n, `r6a-${id}`)).toBe('ok');
    expect(await deposit(t.db, id, 1n)).toBe('DEPOSIT_LIMIT'); // a live reservation counts
    await settleDepositReservation(t.db, `r6a-${id}`, 'released');
    expect(await deposit(t.db, id, 10_000n, `r6b-${id}`)).toBe('ok');
    await settleDepositReservation(t.db, `r6b-${id}`, 'confirmed');
    expect(await deposit(t.db, id, 1n)).toBe('DEPOSIT_LIMIT');
  });

  it('rule 7: loss is stakes minus wins (10 bet, 8 win: loss 2); refused when loss + stake > limit', async () => {
    start();
    const id = await customer();
    await setLimitRow(t.db, id, 'loss', 'day', 500n);
    expect(await stake(t.db, id, 1_000n)).toBe('LOSS_LIMIT'); // 10 > 5
    await setLimitRow(t.db, id, 'loss', 'day', 1_000n);
    expect(await stake(t.db, id, 1_000n)).toBe('ok');
    await win(t.db, id, 800n); // loss 2
    expect(await stake(t.db, id, 800n)).toBe('ok'); // 2 + 8 = 10
    expect(await stake(t.db, id, 1n)).toBe('LOSS_LIMIT');
  });

  it('rule 8: the check runs inside the debit transaction; wins are never refused; a refused stake counts nothing', async () => {
    start();
    const id = await customer();
    await setLimitRow(t.db, id, 'wager', 'day', 1_000n);
    expect(await stake(t.db, id, 1_000n)).toBe('ok');
    expect(await stake(t.db, id, 1n)).toBe('WAGER_LIMIT');
    await expect(win(t.db, id, 5_000_00n)).resolves.toBeUndefined();
    // A stake whose debit rolls back (after the guard) is not counted either.
    await setLimitRow(t.db, id, 'wager', 'week', 100_000n);
    await t.db
      .transaction()
      .execute(async (trx) => {
        await guardStake(trx, { customerId: id, currency: 'TRY', amount: 0n, source: 'sportsbook' });
        throw new Error('debit failed');
      })
      .catch(() => undefined);
    const row = await t.db
      .selectFrom('rg_usage_day')
      .select(['stakes', 'wins'])
      .where('customer_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ stakes: 1_000n, wins: 5_000_00n });
  });

  it('rule 13: with a staff limit and a player limit the lower applies', async () => {
    start();
    const id = await customer();
    await setLimitRow(t.db, id, 'wager', 'day', 20_000n, 'player');
    await setLimitRow(t.db, id, 'wager', 'day', 10_000n, 'staff');
    expect(await stake(t.db, id, 10_001n)).toBe('WAGER_LIMIT');
    expect(await stake(t.db, id, 10_000n)).toBe('ok');
  });

  it('rule 16: crossing 80 % returns a push and raises one staff flag; 100 % refuses', async () => {
    start();
    const id = await customer();
    await setLimitRow(t.db, id, 'deposit', 'week', 10_000n);
    expect(
      await reserveDeposit(t.db, { customerId: id, currency: 'TRY', amount: 7_000n, reference: `a-${id}` }),
    ).toEqual([]);
    const alerts = await reserveDeposit(t.db, {
      customerId: id,
      currency: 'TRY',
      amount: 1_500n,
      reference: `b-${id}`,
    });
    expect(alerts).toEqual([
      { customerId: id, event: { kind: 'limit', limit: 'deposit', period: 'week', percent: 85 } },
    ]);
    // Past 80 % already: no second alert.
    expect(
      await reserveDeposit(t.db, { customerId: id, currency: 'TRY', amount: 1_000n, reference: `c-${id}` }),
    ).toEqual([]);
    expect(await deposit(t.db, id, 501n)).toBe('DEPOSIT_LIMIT');
    const flags = await t.db
      .selectFrom('rg_flag')
      .select(['kind', 'severity', 'details'])
      .where('customer_id', '=', id)
      .execute();
    expect(flags).toEqual([
      {
        kind: 'limit_80',
        severity: 'weak',
        details: { limit: 'deposit', period: 'week', percent: 85, source: 'deposit' },
      },
    ]);
  });
});

/** Races need real connections and row locks: PGlite runs one statement at a time. */
describe.skipIf(!process.env.TEST_DATABASE_URL)('limits engine under concurrency on postgres', () => {
  let t: TestDb;
  beforeAll(async () => {
    t = await createTestDb('postgres');
  }, 120_000);
  afterAll(() => t.drop());

  it('rule 6: 20 concurrent deposit initiations at a limit edge never pass it', async () => {
    const [id] = await insertCustomers(t.db, 1, 'race-dep');
    await setLimitRow(t.db, id!, 'deposit', 'day', 100_000n);
    await deposit(t.db, id!, 95_000n);
    const answers = await Promise.all(Array.from({ length: 20 }, () => deposit(t.db, id!, 1_000n)));
    expect(answers.filter((a) => a === 'ok')).toHaveLength(5);
    expect(answers.filter((a) => a === 'DEPOSIT_LIMIT')).toHaveLength(15);
  });

  it('rule 8: 20 concurrent stakes at a wager or loss limit edge never pass it', async () => {
    const [a, b] = await insertCustomers(t.db, 2, 'race-stk');
    await setLimitRow(t.db, a!, 'wager', 'day', 10_000n);
    await setLimitRow(t.db, b!, 'loss', 'week', 10_000n);
    const [wager, loss] = await Promise.all([
      Promise.all(Array.from({ length: 20 }, () => stake(t.db, a!, 1_000n))),
      Promise.all(Array.from({ length: 20 }, () => stake(t.db, b!, 1_000n))),
    ]);
    expect(wager.filter((x) => x === 'ok')).toHaveLength(10);
    expect(loss.filter((x) => x === 'ok')).toHaveLength(10);
    const rows = await t.db
      .selectFrom('rg_usage_day')
      .select(['customer_id', 'stakes'])
      .where('customer_id', 'in', [a!, b!])
      .execute();
    expect(rows.map((r) => r.stakes)).toEqual([10_000n, 10_000n]);
  });
});
