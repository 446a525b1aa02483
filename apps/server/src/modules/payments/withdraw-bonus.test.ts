import { DEFAULT_BONUS_CONTRIBUTIONS, ERROR_MESSAGES, NotificationKind } from '@lalebet/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postBonusGrant } from '../../core/bonus/index.ts';
import { availableBalance, bonusBalance } from '../../core/ledger/index.ts';
import { PASSWORD, call, signUp, uniquePhone } from '../../test/accounts.ts';
import { customerIdOf } from '../../test/customers.ts';
import { testDatabases } from '../../test/harness.ts';
import { assertLedgerSound, fund } from '../../test/ledger.ts';
import { IBAN, methodId } from '../../test/payments.ts';
import { paymentsApp, submitPayment } from './test-kit.ts';

describe.each(testDatabases())('payment/withdraw with an active bonus on %s', (kind) => {
  let t: Awaited<ReturnType<typeof paymentsApp>>;
  let havale: number;
  let definition: number;
  beforeAll(async () => {
    t = await paymentsApp(kind);
    havale = await methodId(t.db, 2, 'havale');
    const row = await t.db
      .insertInto('bonus_definition')
      .values({
        code: 'pay-test-bonus',
        kind: 'freeMoney',
        title_tr: 'Test',
        title_en: 'Test',
        description_tr: 'Test',
        description_en: 'Test',
        amount: 5_000n,
        wagering_multiple: 10,
        contributions: JSON.stringify(DEFAULT_BONUS_CONTRIBUTIONS),
        validity_days: 7,
        claim_mode: 'auto',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    definition = row.id;
  });
  afterAll(() => t.close());

  /** A player with 1,000 lira cash and an active 50-lira bonus. */
  async function playerWithBonus() {
    const p = await signUp(t.app);
    const id = await customerIdOf(t.db, p.username);
    await fund(t.db, id, 100_000n);
    await t.db.transaction().execute(async (trx) => {
      const now = new Date();
      const bonus = await trx
        .insertInto('customer_bonus')
        .values({
          customer_id: id,
          definition_id: definition,
          status: 'active',
          amount: 5_000n,
          wagering_required: 50_000n,
          granted_at: now,
          expires_at: new Date(now.getTime() + 86_400_000),
          created_at: now,
          updated_at: now,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      await postBonusGrant(trx, bonus);
    });
    return { ...p, id };
  }
  const body = (extra: object = {}) => ({
    id: havale,
    target: 'pay',
    detail: { Amount: 400, Bank: 64, Iban: IBAN, AccountHolder: 'Ayşe Yılmaz', BranchCode: 1234 },
    password: PASSWORD,
    ...extra,
  });
  const statusOf = async (id: bigint) =>
    (
      await t.db
        .selectFrom('customer_bonus')
        .select('status')
        .where('customer_id', '=', id)
        .executeTakeFirstOrThrow()
    ).status;

  it('asks the player to confirm first, and holds nothing until they do', async () => {
    const p = await playerWithBonus();
    const res = await submitPayment(t.app, 'payment/withdraw', p.token, body(), { locale: 'tr' });
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'BONUS_FORFEIT_REQUIRED',
      message: ERROR_MESSAGES.BONUS_FORFEIT_REQUIRED.tr,
    });
    expect(await availableBalance(t.db, p.id)).toBe(100_000n);
    expect(await bonusBalance(t.db, p.id)).toBe(5_000n);
    expect(await statusOf(p.id)).toBe('active');
  });

  it('forfeits the bonus with the confirmed withdrawal, in one transaction, and tells the player', async () => {
    const p = await playerWithBonus();
    const res = await submitPayment(t.app, 'payment/withdraw', p.token, body({ forfeitBonus: true }));
    expect(res.statusCode, res.body).toBe(200);
    expect(await availableBalance(t.db, p.id)).toBe(60_000n);
    expect(await bonusBalance(t.db, p.id)).toBe(0n);
    expect(await statusOf(p.id)).toBe('forfeited');
    const notes = await t.db
      .selectFrom('notification')
      .select(['type', 'title_en'])
      .where('customer_id', '=', p.id)
      .execute();
    expect(notes).toContainEqual({ type: NotificationKind.Bonus, title_en: 'Bonus cancelled' });
    await assertLedgerSound(t.db);
  });

  it('keeps the bonus when the confirmed withdrawal is refused for lack of funds', async () => {
    const p = await playerWithBonus();
    const res = await submitPayment(
      t.app,
      'payment/withdraw',
      p.token,
      body({ forfeitBonus: true, detail: { ...body().detail, Amount: 5_000 } }),
    );
    expect(res.json().code).toBe('INSUFFICIENT_FUNDS');
    expect(await bonusBalance(t.db, p.id)).toBe(5_000n);
    expect(await statusOf(p.id)).toBe('active');
  });

  it('keeps an SMS code for the confirmed resend after asking about the bonus', async () => {
    const p = await playerWithBonus();
    const phone = uniquePhone();
    await t.db
      .updateTable('customer')
      .set({ phone, phone_verified_at: new Date() })
      .where('id', '=', p.id)
      .execute();
    await call(t.app, 'payment/withdrawcode', {}, { token: p.token });
    await t.app.messenger.flush();
    const sms = await t.db
      .selectFrom('message_outbox')
      .select('body')
      .where('recipient', '=', phone)
      .executeTakeFirstOrThrow();
    const smsCode = /\b(\d{6})\b/.exec(sms.body)![1]!;
    const { password: _, ...withCode } = body({ smsCode });
    const asked = await submitPayment(t.app, 'payment/withdraw', p.token, withCode);
    expect(asked.json().code).toBe('BONUS_FORFEIT_REQUIRED');
    const sent = await submitPayment(t.app, 'payment/withdraw', p.token, { ...withCode, forfeitBonus: true });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(await statusOf(p.id)).toBe('forfeited');
  });
});
