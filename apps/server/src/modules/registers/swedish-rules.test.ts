import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { isMarketable } from '../../core/protection/index.ts';
import { deposit, setLimitRow, stake } from '../../core/protection/test-kit.ts';
import { HOUR_MS, clock, controlClock } from '../../lib/clock.ts';
import { call, logIn, setOption, signUp } from '../../test/accounts.ts';
import { customerIdOf } from '../../test/customers.ts';
import { testDatabases } from '../../test/harness.ts';
import { GB_ID, type RegistersApp, SE_ID, createRegistersApp, simOf } from './test-kit.ts';

describe.each(testDatabases())('SE mode: Spelpaus marketing and the Swedish limit rules, on %s', (kind) => {
  let t: RegistersApp;
  beforeAll(async () => {
    t = await createRegistersApp(kind);
  }, 180_000);
  afterAll(() => t.close());
  afterEach(() => {
    simOf(t).reset();
    clock.reset();
  });

  const player = async (country?: number) => {
    const who = await signUp(t.app, country ? { country } : {});
    return { ...who, id: await customerIdOf(t.db, who.username) };
  };
  const setLimit = (token: string, body: object) => call(t.app, 'customer/limits', body, { token });
  const contactFlags = (id: bigint) =>
    t.db
      .selectFrom('rg_flag')
      .select(['kind', 'details'])
      .where('customer_id', '=', id)
      .where('kind', '=', 'limit_contact')
      .execute();

  it('rule 32: Spelpaus is asked before marketing an SE player; excluded or unavailable means no', async () => {
    const se = await player(SE_ID);
    const before = simOf(t).calls.spelpaus;
    expect(await isMarketable(t.db, se.id)).toBe(true);
    expect(simOf(t).calls.spelpaus).toBe(before + 1);

    const other = await player(SE_ID);
    simOf(t).fault('spelpaus', { mode: 'error' });
    expect(await isMarketable(t.db, other.id)).toBe(false);
    simOf(t).fault('spelpaus', { mode: 'ok' });

    const third = await player(SE_ID);
    simOf(t).exclude('spelpaus', { email: third.email });
    expect(await isMarketable(t.db, third.id)).toBe(false);
    // The answer blocks the account as well (docs/rules.md R31-R32: "excluded" blocks).
    expect((await logIn(t.app, third.username)).json().code).toBe('REGISTER_EXCLUDED');
  });

  it('rule 32: GB and TR players are not looked up for marketing', async () => {
    const gb = await player(GB_ID);
    const tr = await player();
    const before = { ...simOf(t).calls };
    expect(await isMarketable(t.db, gb.id)).toBe(true);
    expect(await isMarketable(t.db, tr.id)).toBe(true);
    expect(simOf(t).calls).toEqual(before);
  });

  it('rule 1 (SE): no deposit or bet until a deposit limit exists; TR players are not held', async () => {
    const se = await player(SE_ID);
    expect(await deposit(t.db, se.id, 10_000n)).toBe('DEPOSIT_LIMIT_REQUIRED');
    expect(await stake(t.db, se.id, 100n)).toBe('DEPOSIT_LIMIT_REQUIRED');
    await setLimitRow(t.db, se.id, 'deposit', 'month', 1_000_000n);
    expect(await deposit(t.db, se.id, 10_000n)).toBe('ok');
    expect(await stake(t.db, se.id, 100n)).toBe('ok');

    const tr = await player();
    expect(await deposit(t.db, tr.id, 10_000n)).toBe('ok');
  });

  it('rule 10 (SE): a raise is confirmable after 72 h and not before the running period ends', async () => {
    // 10 Dec 2026 10:00 UTC: 72 h later is 13 Dec; the month ends 1 Jan 00:00 Istanbul (31 Dec 21:00 UTC).
    const c = controlClock(Date.parse('2026-12-10T10:00:00Z'));
    const se = await player(SE_ID);
    await setLimit(se.token, { kind: 'deposit', period: 'month', amount: 1000 });
    await setLimit(se.token, { kind: 'deposit', period: 'day', amount: 100 });
    const month = (await setLimit(se.token, { kind: 'deposit', period: 'month', amount: 2000 })).json().data;
    expect(month).toMatchObject({ applied: false, effectiveAt: '2026-12-31T21:00:00.000Z' });
    const day = (await setLimit(se.token, { kind: 'deposit', period: 'day', amount: 200 })).json().data;
    expect(day).toMatchObject({ applied: false, effectiveAt: '2026-12-13T10:00:00.000Z' });

    // 72 h on, the monthly raise still waits for the month's end.
    c.advance(72 * HOUR_MS);
    const token = (await logIn(t.app, se.username)).json().data.token as string;
    const early = await call(t.app, 'customer/limits/confirm', { id: month.requestId }, { token });
    expect(early.json().code).toBe('LIMIT_REQUEST_NOT_READY');
    expect((await call(t.app, 'customer/limits/confirm', { id: day.requestId }, { token })).statusCode).toBe(
      200,
    );

    // A TR player's raise waits the site's 24 h only.
    const tr = await player();
    await setLimit(tr.token, { kind: 'deposit', period: 'month', amount: 1000 });
    const trRaise = (await setLimit(tr.token, { kind: 'deposit', period: 'month', amount: 2000 })).json()
      .data;
    expect(Date.parse(trRaise.effectiveAt)).toBe(c.ms + 24 * HOUR_MS);
  });

  it('rule 14 (SE): a deposit limit above the monthly threshold opens a staff contact task', async () => {
    await setOption(t.db, 'rg_se_contact_limit_minor', '1000000'); // ₺10,000.00 a month
    const se = await player(SE_ID);
    // 9,000 a month: under the threshold, no task.
    await setLimit(se.token, { kind: 'deposit', period: 'month', amount: 9000 });
    expect(await contactFlags(se.id)).toHaveLength(0);
    // A raise to 12,000 a month: the task opens at the request, before the cooling-off ends.
    const raise = (await setLimit(se.token, { kind: 'deposit', period: 'month', amount: 12000 })).json().data;
    expect(raise.applied).toBe(false);
    const [task] = await contactFlags(se.id);
    expect(task?.details).toMatchObject({ period: 'month', monthlyCeiling: '1200000', pending: true });

    // A new daily limit of 500 lets 15,500 a month through (31 days): another task.
    const other = await player(SE_ID);
    await setLimit(other.token, { kind: 'deposit', period: 'day', amount: 500 });
    expect((await contactFlags(other.id))[0]?.details).toMatchObject({ monthlyCeiling: '1550000' });
    // ... unless a monthly limit under the threshold caps it.
    const capped = await player(SE_ID);
    await setLimit(capped.token, { kind: 'deposit', period: 'month', amount: 5000 });
    await setLimit(capped.token, { kind: 'deposit', period: 'day', amount: 500 });
    expect(await contactFlags(capped.id)).toHaveLength(0);

    // Not SE: no task.
    const tr = await player();
    await setLimit(tr.token, { kind: 'deposit', period: 'month', amount: 50000 });
    expect(await contactFlags(tr.id)).toHaveLength(0);
  });
});
