import { TransactionStatus } from '@lalebet/shared';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEV_PAPARA_MERCHANT_SECRET } from '../../config/papara-env.ts';
import { PAPARA_ERRORS } from '../../infra/payment-gateway/papara-protocol.ts';
import { testDatabases } from '../../test/harness.ts';
import { assertLedgerSound } from '../../test/ledger.ts';
import { paparaApp } from './papara-kit.ts';

/**
 * Papara deposits against its in-repo simulator (ADR 088): the hosted checkout, the unsigned IPN
 * verified by source address, echoed merchant secret and re-fetch, replays, a refund arriving
 * after the credit, Papara's own errors, and duplicate IPNs racing.
 */
describe.each(testDatabases())('Papara deposits through its simulator on %s', (kind) => {
  let t: Awaited<ReturnType<typeof paparaApp>>;
  beforeAll(async () => {
    t = await paparaApp(kind);
  });
  afterAll(() => t.close());

  const status = async (reference: string) =>
    await t.db
      .selectFrom('payment')
      .select(['status', 'gateway'])
      .where('id', '=', BigInt(reference))
      .executeTakeFirstOrThrow();
  const ipnBody = (id: string, over: object = {}) => ({
    id,
    merchantSecretKey: DEV_PAPARA_MERCHANT_SECRET,
    ...over,
  });

  it('credits once when the payer pays on the checkout; a re-sent IPN changes nothing', async () => {
    const p = await t.player();
    const { url, paparaId, reference } = await t.openDeposit(p.token, 125.5);
    expect(url.pathname).toBe(`/sim/papara/checkout/${paparaId}`);
    expect(await status(reference)).toEqual({ status: TransactionStatus.Pending, gateway: 'papara' });
    const paid = await fetch(url, { method: 'POST', body: new URLSearchParams({}), redirect: 'manual' });
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toContain(`paymentId=${paparaId}`);
    await t.sim.idle();
    expect(await t.balance(p.token)).toBe(125.5);
    t.sim.notify(paparaId);
    await t.sim.idle();
    expect((await t.ipn(ipnBody(paparaId))).statusCode).toBe(200);
    expect(await t.balance(p.token)).toBe(125.5);
    expect((await status(reference)).status).toBe(TransactionStatus.Confirmed);
    await assertLedgerSound(t.db);
  });

  it('refuses an IPN from outside the allow-list, with a wrong secret, or for an unpaid payment', async () => {
    const p = await t.player();
    const { paparaId, reference } = await t.openDeposit(p.token, 80);
    const outside = await t.ipn(ipnBody(paparaId), '203.0.113.9');
    expect([outside.statusCode, outside.json().message]).toEqual([400, expect.any(String)]);
    const wrongSecret = await t.ipn(ipnBody(paparaId, { merchantSecretKey: 'guessed-secret-0000' }));
    expect(wrongSecret.statusCode).toBe(400);
    const noSecret = await t.ipn({ id: paparaId, status: 1 });
    expect(noSecret.statusCode).toBe(400);
    // The right secret but a body that lies: Papara's own record says it is not paid yet.
    const forged = await t.ipn(ipnBody(paparaId, { status: 1, amount: 80 }));
    expect(forged.statusCode).toBe(400);
    expect(await t.balance(p.token)).toBe(0);
    expect((await status(reference)).status).toBe(TransactionStatus.Pending);
    const events = await t.db
      .selectFrom('security_event')
      .select('kind')
      .where('source', '=', 'papara')
      .execute();
    expect(events.length).toBeGreaterThanOrEqual(3);
  });

  it('takes the amount from Papara, not the IPN body; a refund takes the money back once', async () => {
    const p = await t.player();
    const { paparaId, reference } = await t.openDeposit(p.token, 60);
    t.sim.store.complete(paparaId);
    expect((await t.ipn(ipnBody(paparaId, { amount: 99999, status: 1 }))).statusCode).toBe(200);
    expect(await t.balance(p.token)).toBe(60);
    // Out of order: the payment is refunded at Papara, then the old completion IPN comes again.
    t.sim.store.refund(paparaId);
    expect((await t.ipn(ipnBody(paparaId, { status: 1 }))).statusCode).toBe(200);
    expect((await t.ipn(ipnBody(paparaId, { status: 1 }))).statusCode).toBe(200);
    expect(await t.balance(p.token)).toBe(0);
    const events = await t.db
      .selectFrom('psp_event')
      .select(['event_id', 'type'])
      .where('payment_id', '=', BigInt(reference))
      .orderBy('received_at')
      .execute();
    expect(events).toEqual([
      { event_id: `${paparaId}:1`, type: 'payment.succeeded' },
      { event_id: `${paparaId}:2`, type: 'payment.refunded' },
    ]);
    await assertLedgerSound(t.db);
  });

  it('posts nothing for a refund the balance no longer covers (held for a withdrawal)', async () => {
    const p = await t.player();
    const { paparaId, reference } = await t.openDeposit(p.token, 100);
    t.sim.store.complete(paparaId);
    expect((await t.ipn(ipnBody(paparaId))).statusCode).toBe(200);
    await t.withdraw(p, 80);
    t.sim.store.refund(paparaId);
    expect((await t.ipn(ipnBody(paparaId))).statusCode).toBe(200);
    expect(await t.balance(p.token)).toBe(20);
    const reversal = await t.db
      .selectFrom('ledger_transfer')
      .select('id')
      .where('code', '=', 'deposit_refund')
      .where(sql<boolean>`metadata->>'paymentId' = ${reference}`)
      .execute();
    expect(reversal).toEqual([]);
    // Raised for staff at once (ADR 098): the provider refunded, our ledger still says paid.
    const flag = await t.db
      .selectFrom('payment_reconciliation_flag')
      .select(['kind', 'ours', 'theirs'])
      .where('subject', '=', `deposit:${reference}`)
      .executeTakeFirstOrThrow();
    expect([
      flag.kind,
      (flag.ours as { status: string }).status,
      (flag.theirs as { status: string }).status,
    ]).toEqual(['status_differs', 'paid', 'refunded']);
    await assertLedgerSound(t.db);
  });

  it("answers Papara's refusal of a new payment as the gateway being unavailable, leaving nothing open", async () => {
    const p = await t.player();
    t.sim.injectFault(PAPARA_ERRORS.systemError, 'Sistem hatası');
    const res = await t.requestDeposit(p.token, 50);
    expect([res.statusCode, res.json().success]).toEqual([503, false]);
    const row = await t.db
      .selectFrom('payment')
      .select(['status', 'reason_code'])
      .where('customer_id', '=', p.customer)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ status: TransactionStatus.Cancelled, reason_code: 'gateway_unavailable' });
  });

  it('credits once when duplicate IPNs race', async () => {
    const p = await t.player();
    const { paparaId } = await t.openDeposit(p.token, 70);
    t.sim.store.complete(paparaId);
    const answers = await Promise.all(Array.from({ length: 8 }, () => t.ipn(ipnBody(paparaId))));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(8).fill(200));
    expect(await t.balance(p.token)).toBe(70);
    await assertLedgerSound(t.db);
  });
});
