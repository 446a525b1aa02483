import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sealLegacyPayoutDetails } from '../modules/payments/legacy-payout-details.ts';
import { paymentsApp } from '../modules/payments/test-kit.ts';
import { PASSWORD, call, setOption, signUp } from '../test/accounts.ts';
import { customerIdOf } from '../test/customers.ts';
import { testDatabases } from '../test/harness.ts';
import { fund } from '../test/ledger.ts';
import { methodId } from '../test/payments.ts';
import * as migration from './migrations/2026_12_06_170000_payout_destination_kinds.ts';

/** Papara numbers stored in clear before payout fields were classified by meaning (ADR 047). */
describe.each(testDatabases())('payout destination kinds migration on %s', (kind) => {
  let t: Awaited<ReturnType<typeof paymentsApp>>;
  beforeAll(async () => {
    t = await paymentsApp(kind);
  });
  afterAll(() => t.close());

  it('marks the Papara field a destination, and the server then seals the stored numbers once', async () => {
    await setOption(t.db, 'PayoutDestinationCoolingOffHours', '24');
    const player = await signUp(t.app);
    const customer = await customerIdOf(t.db, player.username);
    await fund(t.db, customer, 100_000n);
    const papara = await methodId(t.db, 2, 'papara');
    const body = {
      id: papara,
      target: 'pay',
      detail: { Amount: 100, PaparaNo: 1_234_567_890 },
      password: PASSWORD,
    };
    for (let i = 0; i < 2; i++) {
      expect((await call(t.app, 'payment/withdraw', body, { token: player.token })).statusCode).toBe(200);
    }
    // As before this change: the field without a kind, the number in clear, no destination row.
    await migration.down(t.db);
    await sql`update payment set detail = '{"Amount": 100, "PaparaNo": 1234567890}'::jsonb,
      payout_destination_id = null, payable_from = null where customer_id = ${customer}`.execute(t.db);
    await sql`delete from payout_destination where customer_id = ${customer}`.execute(t.db);
    const rules = () =>
      sql<{ rules: Record<string, unknown> }>`select f.rules from payment_method_field f
        where f.method_id = ${papara} and f.key = 'PaparaNo'`.execute(t.db);
    expect((await rules()).rows[0]!.rules.destination).toBeUndefined();
    expect(await sealLegacyPayoutDetails(t.db, t.app.payments.payoutKeys)).toBe(0);

    await migration.up(t.db);
    expect((await rules()).rows[0]!.rules.destination).toBe('ewallet');
    expect(await sealLegacyPayoutDetails(t.db, t.app.payments.payoutKeys)).toBe(2);
    expect(await sealLegacyPayoutDetails(t.db, t.app.payments.payoutKeys)).toBe(0);
    const { rows } = await sql<{ t: string }>`
      select p.detail::text || coalesce(row_to_json(d)::text, '') as t from payment p
      left join payout_destination d on d.id = p.payout_destination_id
      where p.customer_id = ${customer}`.execute(t.db);
    expect(rows).toHaveLength(2);
    for (const r of rows) {
      expect(r.t).not.toContain('1234567890');
      expect(r.t).toContain('******7890');
    }
    // Already used: no cooling-off for the old rows' destination, and one destination for both.
    const dest = await t.db
      .selectFrom('payout_destination')
      .select(['kind', 'usable_from', 'created_at'])
      .where('customer_id', '=', customer)
      .execute();
    expect(dest).toHaveLength(1);
    expect(dest[0]!.kind).toBe('ewallet');
    expect(dest[0]!.usable_from.getTime()).toBe(dest[0]!.created_at.getTime());
  });
});
