import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../test/accounts.ts';
import { adminToken } from '../../../test/admin.ts';
import { testDatabases } from '../../../test/harness.ts';
import { paparaApp } from '../papara-kit.ts';
import { SIM_ENTRY } from '../../../simulators/papara/ledger.ts';
import { utcDay } from './reconciliation.service.ts';

/**
 * The daily reconciliation against Papara's simulator (ADR 098): a refund Papara made that our
 * ledger does not carry, a payment we never heard of, the same day run again (no flag twice),
 * the daily job's claim (once per day), and the back office's list and resolve.
 */
describe.each(testDatabases())('payment reconciliation on %s', (kind) => {
  let t: Awaited<ReturnType<typeof paparaApp>>;
  let token: string;
  beforeAll(async () => {
    t = await paparaApp(kind);
    token = await adminToken(t.app, t.db);
  });
  afterAll(() => t.close());
  const today = utcDay(new Date());
  const flags = async (q = '') =>
    (await call(t.app, `admin/payment/reconciliation/flags?provider=papara${q}`, undefined, { token })).json()
      .data;
  const run = (day = today) =>
    call(t.app, 'admin/payment/reconciliation/runs', { provider: 'papara', day }, { token });

  it('flags an uncovered refund and an unknown payment once, however often the day is run', async () => {
    const p = await t.player();
    const paid = await t.openDeposit(p.token, 125.5);
    const agreed = await t.openDeposit(p.token, 60);
    t.sim.pay(paid.paparaId);
    t.sim.pay(agreed.paparaId);
    await t.sim.idle();
    expect(await t.balance(p.token)).toBe(185.5);
    // Refunded at Papara with no notification: our ledger still has the money credited.
    t.sim.store.refund(paid.paparaId);
    t.sim.store.ledger.book({ entryType: SIM_ENTRY.checkout, amount: 9, checkoutPaymentId: 'stranger-1' });

    const first = await run();
    expect(first.json().data).toMatchObject({ status: 'ok', flags: 2 });
    const again = await run();
    expect(again.json().data).toMatchObject({ status: 'ok', flags: 0 });
    const open = await flags(`&day=${today}`);
    expect(open.items.map((f: { kind: string; subject: string }) => `${f.kind} ${f.subject}`).sort()).toEqual(
      ['missing_ours deposit:p:stranger-1', `status_differs deposit:${paid.reference}`],
    );
    const refund = open.items.find((f: { kind: string }) => f.kind === 'status_differs');
    expect([refund.ours.status, refund.theirs.status, refund.theirs.amount]).toEqual([
      'paid',
      'refunded',
      '12550',
    ]);

    const resolved = await call(
      t.app,
      `admin/payment/reconciliation/flags/${refund.id}/resolve`,
      { note: 'Papara iadesi elle düşüldü' },
      { token },
    );
    expect(resolved.json().data).toMatchObject({
      note: 'Papara iadesi elle düşüldü',
      resolvedBy: 'operator',
    });
    const twice = await call(
      t.app,
      `admin/payment/reconciliation/flags/${refund.id}/resolve`,
      { note: 'again' },
      { token },
    );
    expect([twice.statusCode, twice.json().data]).toEqual([409, null]);
    expect((await flags('&state=resolved')).items.map((f: { id: number }) => f.id)).toEqual([refund.id]);
    expect((await flags('&kind=status_differs')).total).toBe(0);
  });

  it('fails the run on a failing list with no flag, refuses an unknown provider and a player', async () => {
    t.sim.injectFault(999);
    const failed = await run('2026-01-01');
    expect([failed.statusCode, failed.json().data.run.status]).toEqual([502, 'failed']);
    expect((await flags('&day=2026-01-01')).total).toBe(0);
    const unknown = await call(t.app, 'admin/payment/reconciliation/runs', { provider: 'nope' }, { token });
    expect(unknown.statusCode).toBe(404);
    const p = await t.player();
    const player = await call(t.app, 'admin/payment/reconciliation/flags', undefined, { token: p.token });
    expect(player.statusCode).toBe(401);
  });

  it('runs the daily job once per provider and day, whatever the processes asking', async () => {
    const done = await Promise.all([
      t.app.payments.reconciliation.runDue(),
      t.app.payments.reconciliation.runDue(),
    ]);
    const runs = done.flat();
    expect(runs.map((r) => r.provider).sort()).toEqual(['papara', 'simpay']);
    expect(await t.app.payments.reconciliation.runDue()).toEqual([]);
  });
});
