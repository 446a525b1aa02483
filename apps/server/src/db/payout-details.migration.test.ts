import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentsApp } from '../modules/payments/test-kit.ts';
import { PASSWORD, call, signUp } from '../test/accounts.ts';
import { customerIdOf } from '../test/customers.ts';
import { testDatabases } from '../test/harness.ts';
import { fund } from '../test/ledger.ts';
import { IBAN, methodId } from '../test/payments.ts';
import * as migration from './migrations/2026_11_26_030000_payout_details.ts';

/** Rows stored before card numbers were tokenized keep only the last four digits. */
describe.each(testDatabases())('payout details migration on %s', (kind) => {
  let t: Awaited<ReturnType<typeof paymentsApp>>;
  beforeAll(async () => {
    t = await paymentsApp(kind);
  });
  afterAll(() => t.close());

  it('cuts stored card numbers to their last four digits and leaves other details alone', async () => {
    const player = await signUp(t.app);
    const customer = await customerIdOf(t.db, player.username);
    await fund(t.db, customer, 100_000n);
    const havale = await methodId(t.db, 2, 'havale');
    const detail = { Amount: 100, Bank: 62, Iban: IBAN, AccountHolder: 'Ali Veli', BranchCode: 42 };
    for (let i = 0; i < 3; i++) {
      const body = { id: havale, target: 'pay', detail, password: PASSWORD };
      expect((await call(t.app, 'payment/withdraw', body, { token: player.token })).statusCode).toBe(200);
    }
    const ids = (
      await t.db
        .selectFrom('payment')
        .select('id')
        .where('customer_id', '=', customer)
        .orderBy('id')
        .execute()
    ).map((r) => r.id);
    await migration.down(t.db);
    // As rows were stored before: the full card number in the detail.
    const old = [
      { Amount: 1, CardNo: '4111111111111111', CardHolder: 'Ali Veli' },
      { Amount: 1, CardNo: '5555 5555 5555 4444', CardHolder: 'Ayşe Yılmaz' },
      { Amount: 1, PaparaNo: 1234567890 },
    ];
    for (const [i, d] of old.entries()) {
      await sql`update payment set detail = ${JSON.stringify(d)}::jsonb where id = ${ids[i]}`.execute(t.db);
    }
    await migration.up(t.db);
    const { rows } = await sql<{ detail: Record<string, unknown> }>`
      select detail from payment where customer_id = ${customer} order by id`.execute(t.db);
    expect(rows.map((r) => r.detail)).toEqual([
      { Amount: 1, CardLast4: '1111', CardHolder: 'Ali Veli' },
      { Amount: 1, CardLast4: '4444', CardHolder: 'Ayşe Yılmaz' },
      { Amount: 1, PaparaNo: 1234567890 },
    ]);
  });
});
