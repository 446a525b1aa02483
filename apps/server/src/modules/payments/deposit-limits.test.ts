import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { clock, controlClock } from '../../lib/clock.ts';
import { call, logIn, signUp } from '../../test/accounts.ts';
import { customerIdOf } from '../../test/customers.ts';
import { methodId } from '../../test/payments.ts';
import { deliver, eventBody, paymentsApp, submitPayment } from './test-kit.ts';

/** Deposit limits at initiation (docs/decisions/024-player-protection.md; docs/rules.md R5 and R6). */
describe('deposits and player-protection limits', () => {
  let t: Awaited<ReturnType<typeof paymentsApp>>;
  beforeAll(async () => {
    t = await paymentsApp('pglite');
  }, 180_000);
  afterAll(() => t.close());
  afterEach(() => clock.reset());

  const deposit = async (token: string, amount: number) =>
    submitPayment(t.app, 'payment/deposit', token, {
      id: await methodId(t.db, 1, 'papara'),
      target: 'pay',
      detail: { Amount: amount, PaparaNo: 1234567890 },
    });
  const player = async (dailyLimit: number) => {
    const who = await signUp(t.app);
    const res = await call(
      t.app,
      'customer/limits',
      { kind: 'deposit', period: 'day', amount: dailyLimit },
      { token: who.token },
    );
    expect(res.statusCode).toBe(200);
    return {
      token: who.token,
      username: who.username as string,
      id: await customerIdOf(t.db, who.username as string),
    };
  };
  const lastPayment = (id: bigint) =>
    t.db
      .selectFrom('payment')
      .selectAll()
      .where('customer_id', '=', id)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();

  it('rule 5: a deposit past the limit is refused before the gateway is called, with a typed reason', async () => {
    const p = await player(500);
    expect((await deposit(p.token, 400)).statusCode).toBe(200);
    const calls = t.fake.calls.length;
    const res = await deposit(p.token, 101);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({
      success: false,
      code: 'DEPOSIT_LIMIT',
      data: { kind: 'deposit', period: 'day', limit: 500, used: 400, left: 100 },
    });
    expect(t.fake.calls.length).toBe(calls);
    // No payment row was left behind for the refused one.
    const rows = await t.db.selectFrom('payment').select('id').where('customer_id', '=', p.id).execute();
    expect(rows).toHaveLength(1);
  });

  it('rule 6: a declined or expired deposit frees its reservation, a failed gateway call too', async () => {
    const time = controlClock(Date.UTC(2026, 10, 25, 6)); // 09:00 in Istanbul
    const p = await player(500);
    expect((await deposit(p.token, 500)).statusCode).toBe(200);
    const declined = await lastPayment(p.id);
    const body = eventBody({
      type: 'payment.failed',
      reference: String(declined.id),
      amount: 50_000,
      gatewayPaymentId: declined.gateway_payment_id!,
      reason: 'card declined',
    });
    expect((await deliver(t.app, body, { atSec: Math.floor(time.ms / 1000) })).statusCode).toBe(200);
    expect((await deposit(p.token, 500)).statusCode).toBe(200);
    time.advance(5 * 60 * 60_000); // past the expiry, the same day in Istanbul
    await t.app.payments.expireDeposits();
    const token = (await logIn(t.app, p.username)).json().data.token as string;
    expect(
      await t.db
        .selectFrom('rg_deposit_reservation')
        .select('status')
        .where('customer_id', '=', p.id)
        .execute(),
    ).toEqual([{ status: 'released' }, { status: 'released' }]);
    t.fake.fail(true);
    try {
      expect((await deposit(token, 500)).statusCode).toBe(503);
    } finally {
      t.fake.fail(false);
    }
    expect((await deposit(token, 500)).statusCode).toBe(200);
    expect((await deposit(token, 50)).json().code).toBe('DEPOSIT_LIMIT');
  });
});
