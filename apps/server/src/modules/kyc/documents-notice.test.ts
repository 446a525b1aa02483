import { TransactionStatus, kycStatusSchema } from '@lalebet/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, setOption, signUp } from '../../test/accounts.ts';
import { customerIdOf } from '../../test/customers.ts';
import { type TestApp, createTestApp } from '../../test/harness.ts';
import { methodId } from '../../test/payments.ts';

describe('rule 35: before the first deposit, which documents may be requested and when', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', { seed: true, sportsbook: false });
  }, 180_000);
  afterAll(() => t.close());

  const notice = async (token: string, locale: 'tr' | 'en') => {
    const res = await call(t.app, 'customer/kyc', undefined, { token, locale });
    expect(res.statusCode, res.body).toBe(200);
    return kycStatusSchema.parse(res.json().data).documents;
  };

  it("names the documents and the KYC gate's own amounts, in the player's language", async () => {
    await setOption(t.db, 'kyc_withdrawal_threshold', '7500');
    const p = await signUp(t.app);
    const en = await notice(p.token, 'en');
    expect(en.beforeFirstDeposit).toBe(true);
    expect(en.title).toBe('Which documents we may ask for, and when');
    expect(en.paragraphs.join(' ')).toMatch(
      /photo ID.*proof of address.*withdrawal above ₺7,500\.00.*₺20,000\.00/s,
    );
    const tr = await notice(p.token, 'tr');
    expect(tr.title).toBe('Hangi belgeleri ne zaman isteyebiliriz?');
    expect(tr.paragraphs.join(' ')).toMatch(/fotoğraflı kimlik.*₺7\.500,00 üzerindeki.*₺20\.000,00/s);
  });

  it('is no longer marked for the deposit page once a deposit is confirmed', async () => {
    const p = await signUp(t.app);
    const id = await customerIdOf(t.db, p.username);
    const now = new Date();
    const row = {
      customer_id: id,
      kind: 1 as const,
      method_id: await methodId(t.db, 1, 'havale'),
      amount: 10_000n,
      detail: '{}',
      created_at: now,
      updated_at: now,
    };
    // A deposit still pending does not count: the player has not deposited yet.
    await t.db
      .insertInto('payment')
      .values({ ...row, status: TransactionStatus.Pending })
      .execute();
    expect((await notice(p.token, 'en')).beforeFirstDeposit).toBe(true);
    await t.db
      .insertInto('payment')
      .values({ ...row, status: TransactionStatus.Confirmed })
      .execute();
    expect((await notice(p.token, 'en')).beforeFirstDeposit).toBe(false);
  });
});
