import { TransactionStatus } from '@lalebet/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deposit, stake } from '../../core/protection/test-kit.ts';
import { PASSWORD, call, setOption, signUp } from '../../test/accounts.ts';
import { customerIdOf } from '../../test/customers.ts';
import { testDatabases } from '../../test/harness.ts';
import { fund } from '../../test/ledger.ts';
import { IBAN, methodId } from '../../test/payments.ts';
import { seedCase } from '../../test/kyc.ts';
import { GB_ID, type RegistersApp, createRegistersApp } from './test-kit.ts';

/**
 * UK mode (core/protection/jurisdiction.ts, docs/rules.md R34 and R36): identity
 * is verified before any deposit or bet, so a withdrawal never waits for it; the site's
 * threshold mode (Türkiye) holds large withdrawals instead (docs/decisions/026-kyc.md).
 */
describe.each(testDatabases())('UK mode: identity before play, never before payout, on %s', (kind) => {
  let t: RegistersApp;
  let havale: number;
  beforeAll(async () => {
    t = await createRegistersApp(kind, 300, { seed: true });
    havale = await methodId(t.db, 2, 'havale');
    await setOption(t.db, 'PayoutDestinationCoolingOffHours', '0');
  }, 180_000);
  afterAll(() => t.close());

  const player = async (country?: number) => {
    const who = await signUp(t.app, country ? { country } : {});
    return { ...who, id: await customerIdOf(t.db, who.username) };
  };
  const withdraw = (token: string, amount: number) =>
    call(
      t.app,
      'payment/withdraw',
      {
        id: havale,
        target: 'pay',
        detail: { Amount: amount, Bank: 64, Iban: IBAN, AccountHolder: 'Ayşe Yılmaz', BranchCode: 1234 },
        password: PASSWORD,
      },
      { token },
    );
  const statusOf = async (id: bigint) =>
    (
      await t.db
        .selectFrom('payment')
        .select('status')
        .where('customer_id', '=', id)
        .executeTakeFirstOrThrow()
    ).status;

  it('rule 34: a GB player can neither deposit nor bet before identity is approved; a TR player can', async () => {
    const gb = await player(GB_ID);
    expect(await deposit(t.db, gb.id, 10_000n)).toBe('KYC_REQUIRED');
    expect(await stake(t.db, gb.id, 100n)).toBe('KYC_REQUIRED');
    await seedCase(t.db, gb.id, 'pending');
    expect(await deposit(t.db, gb.id, 10_000n)).toBe('KYC_REQUIRED');
    await t.db.updateTable('kyc_case').set({ status: 'approved' }).where('customer_id', '=', gb.id).execute();
    expect(await deposit(t.db, gb.id, 10_000n)).toBe('ok');
    expect(await stake(t.db, gb.id, 100n)).toBe('ok');

    const tr = await player();
    expect(await deposit(t.db, tr.id, 10_000n)).toBe('ok');
    expect(await stake(t.db, tr.id, 100n)).toBe('ok');
  });

  it('rule 36: a GB withdrawal above the threshold is never held for identity; a TR one is', async () => {
    const gb = await player(GB_ID);
    await seedCase(t.db, gb.id, 'expired');
    await fund(t.db, gb.id, 1_000_000n);
    const res = await withdraw(gb.token, 6_000);
    expect(res.statusCode, res.body).toBe(200);
    expect(await statusOf(gb.id)).toBe(TransactionStatus.Pending);

    const tr = await player();
    await seedCase(t.db, tr.id, 'pending');
    await fund(t.db, tr.id, 1_000_000n);
    expect((await withdraw(tr.token, 6_000)).statusCode).toBe(200);
    expect(await statusOf(tr.id)).toBe(TransactionStatus.WaitingForKyc);
  });
});
