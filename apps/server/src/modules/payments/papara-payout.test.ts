import { TransactionStatus } from '@lalebet/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAPARA_ERRORS } from '../../infra/payment-gateway/papara-protocol.ts';
import { call } from '../../test/accounts.ts';
import { adminToken } from '../../test/admin.ts';
import { testDatabases } from '../../test/harness.ts';
import { assertLedgerSound } from '../../test/ledger.ts';
import { paparaApp } from './papara-kit.ts';
import { settlePayout } from './payout-outcome.ts';

/**
 * Withdrawals paid through Papara's mass payment after the final approval (ADR 088): paid, refused
 * (the money goes back with Papara's reason), unknown and asked again (massPaymentId makes the
 * second ask find the first), and outcomes racing or arriving out of order.
 */
describe.each(testDatabases())('Papara payouts through its simulator on %s', (kind) => {
  let t: Awaited<ReturnType<typeof paparaApp>>;
  let admin: string;
  beforeAll(async () => {
    t = await paparaApp(kind);
    admin = await adminToken(t.app, t.db);
  });
  afterAll(() => t.close());

  const confirm = (id: number, locale: 'tr' | 'en' = 'en') =>
    call(t.app, 'admin/withdrawals/confirm', { id }, { token: admin, locale });
  const row = (id: number) =>
    t.db
      .selectFrom('payment')
      .select(['status', 'payout_state', 'gateway', 'gateway_payment_id', 'reason_code', 'reason_text'])
      .where('id', '=', BigInt(id))
      .executeTakeFirstOrThrow();
  const ctx = () => ({ db: t.db, notifier: t.app.notifier, runtime: t.app.payments, log: t.app.log });

  it('pays a confirmed withdrawal through Papara, keyed by our withdrawal id', async () => {
    const p = await t.player(500);
    const id = await t.withdraw(p, 200);
    expect(await t.balance(p.token)).toBe(300);
    const res = await confirm(id);
    expect(res.json().data).toEqual({ status: 'confirmed' });
    const paid = t.sim.store.massPayments.get(String(id))!;
    expect(paid).toMatchObject({ accountNumber: '1234567890', amount: 200 });
    expect(await row(id)).toMatchObject({
      status: TransactionStatus.Confirmed,
      payout_state: 'paid',
      gateway: 'papara',
      gateway_payment_id: String(paid.id),
    });
    expect(await t.balance(p.token)).toBe(300);
    // Confirmed: staff cannot decide it again.
    expect((await confirm(id)).json().success).toBe(false);
    await assertLedgerSound(t.db);
  });

  it("returns the money with Papara's reason when it refuses the payout", async () => {
    const p = await t.player(500);
    const control = await t.app.inject({
      method: 'POST',
      url: '/sim/papara/control/unknown-accounts',
      payload: { accountNumber: '1111111111' },
    });
    expect(control.statusCode).toBe(204);
    const id = await t.withdraw(p, 150, 1111111111);
    const res = await confirm(id, 'tr');
    expect(res.json().data).toEqual({ status: 'payout_failed' });
    expect(res.json().message).toContain('iade edildi');
    expect(await row(id)).toMatchObject({
      status: TransactionStatus.Rejected,
      payout_state: 'failed',
      reason_code: 'payout_failed',
      reason_text: 'User not found',
    });
    expect(await t.balance(p.token)).toBe(500);
    const history = (await call(t.app, 'transaction/list', { kind: 2 }, { token: p.token })).json();
    expect(JSON.stringify(history)).toContain('User not found');
    const queue = (await call(t.app, 'admin/withdrawals?status=4', undefined, { token: admin })).json().data;
    const item = queue.items.find((i: { id: number }) => i.id === id);
    expect(item.payout).toEqual({ provider: 'papara', state: 'failed', reason: 'User not found' });
    await assertLedgerSound(t.db);
  });

  it('leaves an unknown outcome requested and asks again without paying twice', async () => {
    const p = await t.player(500);
    const id = await t.withdraw(p, 100);
    t.sim.injectFault(PAPARA_ERRORS.systemError, 'System error');
    expect((await confirm(id)).json().data).toEqual({ status: 'payout_requested' });
    expect(await row(id)).toMatchObject({ status: TransactionStatus.Pending, payout_state: 'requested' });
    const queue = (await call(t.app, 'admin/withdrawals', undefined, { token: admin })).json().data;
    expect(queue.items.find((i: { id: number }) => i.id === id).allowedActions).not.toContain('confirm');
    // Papara took it after all (the answer was lost): the sweep's second ask finds it by massPaymentId.
    t.sim.store.massPay({ accountNumber: '1234567890', amount: 100, massPaymentId: String(id) });
    await t.db
      .updateTable('payment')
      .set({ payout_requested_at: new Date(Date.now() - 10 * 60_000) })
      .where('id', '=', BigInt(id))
      .execute();
    expect(await t.app.payments.retryPayouts()).toBe(1);
    expect(await row(id)).toMatchObject({ status: TransactionStatus.Confirmed, payout_state: 'paid' });
    expect([...t.sim.store.massPayments.values()].filter((m) => m.massPaymentId === String(id))).toHaveLength(
      1,
    );
    expect(await t.balance(p.token)).toBe(400);
    await assertLedgerSound(t.db);
  });

  it('applies exactly one of racing outcomes; a later contradicting one changes nothing', async () => {
    const p = await t.player(500);
    const id = await t.withdraw(p, 120);
    t.sim.injectFault(PAPARA_ERRORS.systemError, 'System error');
    expect((await confirm(id)).json().data).toEqual({ status: 'payout_requested' });
    const outcome = (result: 'paid' | 'failed') =>
      settlePayout(ctx(), 'papara', {
        reference: String(id),
        gatewayPayoutId: null,
        result,
        reason: 'Limit',
      });
    const effects = await Promise.all([
      outcome('failed'),
      outcome('paid'),
      outcome('failed'),
      outcome('paid'),
      outcome('failed'),
    ]);
    expect(effects.filter((e) => e !== 'ignored')).toHaveLength(1);
    const won = effects.find((e) => e !== 'ignored')!;
    expect(await t.balance(p.token)).toBe(won === 'paid' ? 380 : 500);
    // Out of order: the other outcome arrives afterwards, and again.
    const other = won === 'paid' ? 'failed' : 'paid';
    expect(await outcome(other)).toBe('ignored');
    expect(await t.balance(p.token)).toBe(won === 'paid' ? 380 : 500);
    expect((await row(id)).payout_state).toBe(won);
    // The contradiction is a flag for staff (ADR 098), once however often it came.
    const flags = await t.db
      .selectFrom('payment_reconciliation_flag')
      .select(['kind', 'theirs'])
      .where('subject', '=', `payout:${id}`)
      .execute();
    expect(flags.map((f) => [f.kind, (f.theirs as { status: string }).status])).toEqual([
      ['status_differs', other],
    ]);
    await expect(
      settlePayout(ctx(), 'simpay', {
        reference: String(id),
        gatewayPayoutId: null,
        result: 'paid',
        reason: null,
      }),
    ).rejects.toThrow();
    await assertLedgerSound(t.db);
  });
});
