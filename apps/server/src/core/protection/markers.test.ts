import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, call, signUp } from '../../test/accounts.ts';
import { customerIdOf, insertCustomers } from '../../test/customers.ts';
import { type TestApp, createTestApp, testDatabases } from '../../test/harness.ts';
import { IBAN, methodId } from '../../test/payments.ts';
import { fund } from '../../test/ledger.ts';
import { scanMarkers, scanRecentlyActive } from './markers.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** docs/rules.md R39: each marker of harm raises its flag once; just under each threshold raises none. */
describe.each(testDatabases())('markers of harm on %s', (kind) => {
  let t: TestApp;
  let methods: number[];
  beforeAll(async () => {
    t = await createTestApp(kind, { seed: true });
    methods = (
      await t.db.selectFrom('payment_method').select('id').where('direction', '=', 1).orderBy('id').execute()
    ).map((r) => r.id);
  });
  afterAll(() => t.close());

  async function deposit(
    customerId: bigint,
    ago: number,
    amount = 10_000n,
    status: 1 | 6 = 1,
    method = methods[0]!,
  ) {
    const at = new Date(Date.now() - ago);
    await t.db
      .insertInto('payment')
      .values({
        customer_id: customerId,
        kind: 1,
        method_id: method,
        status,
        amount,
        detail: '{}',
        created_at: at,
        updated_at: at,
      })
      .execute();
  }
  async function nightBets(customerId: bigint, nights: number) {
    const today = new Date();
    for (let k = 1; k <= nights; k++) {
      // 23:30 UTC is 02:30 in Türkiye (UTC+3), a night hour; a 20:00 UTC bet the same day is not.
      const day = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() - k);
      for (const [i, at] of [day + 23.5 * HOUR, day + 20 * HOUR].entries()) {
        await t.db
          .insertInto('wallet_transaction')
          .values({
            provider: 'test',
            transaction_uuid: `${customerId}-${k}-${i}`,
            kind: 'bet',
            customer_id: customerId,
            user_code: '1',
            game_code: 'g',
            round: `${customerId}-${k}`,
            amount: 100n,
            provider_amount: 100_000n,
            currency: 'TRY',
            status: 'RS_OK',
            applied: true,
            request_uuid: `${customerId}-${k}-${i}`,
            created_at: new Date(at),
          })
          .execute();
      }
    }
  }

  it('deposit frequency: more than 5 deposit attempts in 24 h', async () => {
    const [many, five] = await insertCustomers(t.db, 2, 'freq');
    for (let i = 0; i < 6; i++) await deposit(many!, i * HOUR, 10_000n, 6);
    for (let i = 0; i < 5; i++) await deposit(five!, i * HOUR, 10_000n, 6);
    await deposit(five!, 30 * HOUR, 10_000n, 6);
    expect(await scanMarkers(t.db, many!)).toEqual(['deposit_frequency']);
    expect(await scanMarkers(t.db, five!)).toEqual([]);
  });

  it("deposit size jump: above 3x the player's median confirmed deposit", async () => {
    const [jump, steady] = await insertCustomers(t.db, 2, 'jump');
    for (const id of [jump!, steady!])
      for (const a of [9_000n, 10_000n, 50_000n]) await deposit(id, 10 * DAY, a);
    await deposit(jump!, HOUR, 30_001n);
    await deposit(steady!, HOUR, 30_000n);
    expect(await scanMarkers(t.db, jump!)).toEqual(['deposit_jump']);
    expect(await scanMarkers(t.db, steady!)).toEqual([]);
  });

  it('many payment methods: 3 distinct in 7 days', async () => {
    expect(methods.length).toBeGreaterThanOrEqual(3);
    const [three, two] = await insertCustomers(t.db, 2, 'meth');
    for (const [i, m] of methods.slice(0, 3).entries()) await deposit(three!, i * DAY, 10_000n, 1, m);
    for (const [i, m] of methods.slice(0, 2).entries()) await deposit(two!, i * DAY, 10_000n, 1, m);
    await deposit(two!, 8 * DAY, 10_000n, 1, methods[2]);
    expect(await scanMarkers(t.db, three!)).toEqual(['many_methods']);
    expect(await scanMarkers(t.db, two!)).toEqual([]);
  });

  it('withdrawal reversal attempts: deposits started while a withdrawal is pending (strong)', async () => {
    const player = await signUp(t.app);
    const id = await customerIdOf(t.db, player.username);
    await fund(t.db, id, 100_000n);
    await deposit(id, 2 * DAY);
    const havale = await methodId(t.db, 2, 'havale');
    const res = await call(
      t.app,
      'payment/withdraw',
      {
        id: havale,
        target: 'pay',
        detail: { Amount: 400, Bank: 64, Iban: IBAN, AccountHolder: 'Ayşe Yılmaz', BranchCode: 1234 },
        password: PASSWORD,
      },
      { token: player.token },
    );
    expect(res.statusCode, res.body).toBe(200);
    await deposit(id, -1, 10_000n, 6);
    expect(await scanMarkers(t.db, id)).toEqual([]);
    await deposit(id, -2, 10_000n, 6);
    expect(await scanMarkers(t.db, id)).toEqual(['withdrawal_reversal']);
    const flag = await t.db
      .selectFrom('rg_flag')
      .selectAll()
      .where('customer_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(flag).toMatchObject({ severity: 'strong', details: { deposits7d: 2 } });
  });

  it('night play: bets between 02:00 and 06:00 local on 3 nights of 7 (strong)', async () => {
    const [owl, twice] = await insertCustomers(t.db, 2, 'owl');
    await nightBets(owl!, 3);
    await nightBets(twice!, 2);
    expect(await scanMarkers(t.db, owl!)).toEqual(['night_play']);
    expect(await scanMarkers(t.db, twice!)).toEqual([]);
  });

  it('raises a marker once while it waits in the queue, and the job finds the active players', async () => {
    const [id] = await insertCustomers(t.db, 1, 'again');
    for (let i = 0; i < 6; i++) await deposit(id!, i * 60_000, 10_000n, 6);
    // Two processes scanning the same player at once: the advisory lock lets one raise it.
    const both = await Promise.all([scanMarkers(t.db, id!), scanMarkers(t.db, id!)]);
    expect(both.flat()).toEqual(['deposit_frequency']);
    expect(await scanRecentlyActive(t.db)).toBeGreaterThanOrEqual(1);
    expect(await scanMarkers(t.db, id!)).toEqual([]);
    const flags = await t.db.selectFrom('rg_flag').select('kind').where('customer_id', '=', id!).execute();
    expect(flags).toEqual([{ kind: 'deposit_frequency' }]);
    const audits = await t.db
      .selectFrom('auth_audit')
      .select('details')
      .where('event', '=', 'rg_flag_raised')
      .execute();
    expect(audits.map((a) => a.details)).toContainEqual({
      customerId: String(id),
      kind: 'deposit_frequency',
      severity: 'weak',
    });
  });
});
