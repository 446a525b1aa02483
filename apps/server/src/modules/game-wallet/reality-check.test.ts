import { describe, expect, it, vi } from 'vitest';
import { HUB88_PATHS, RS } from '../../lib/hub88/protocol.ts';
import { MINUTE_MS, clock } from '../../lib/clock.ts';
import { acknowledgeRealityCheck } from '../../core/protection/index.ts';
import { loggedInAgo } from '../../core/protection/test-kit.ts';
import { assertLedgerSound } from '../../test/ledger.ts';
import { testDatabases } from '../../test/harness.ts';
import { balanceOf, betRequest, createPlayer, units, useWalletApp } from '../../test/wallet.ts';

/**
 * docs/rules.md R19 on the server (docs/decisions/046-protection-gaps.md): once the reality-check interval
 * has passed since the latest login or acknowledgement, the provider's bet is refused the way
 * other protection refusals are (RS_ERROR_USER_DISABLED, the player told why), on the fast path
 * too; after the acknowledgement it is accepted again.
 */
describe.each(testDatabases())('hub88 wallet and the reality check on %s', (kind) => {
  const t = useWalletApp(kind);
  const { call } = t;

  it('refuses a bet after the interval without an acknowledgement, and takes it after one', async () => {
    const p = await createPlayer(t.db, { balance: 10_000n });
    await loggedInAgo(t.db, p.customerId, 10);
    // Within the default 60 minutes: the bet goes through (twice: the plain path is warm).
    expect((await call(HUB88_PATHS.bet, betRequest(p, { amount: units(100n) }))).status).toBe(RS.OK);
    expect((await call(HUB88_PATHS.bet, betRequest(p, { amount: units(100n) }))).status).toBe(RS.OK);

    await loggedInAgo(t.db, p.customerId, 61);
    await t.db
      .deleteFrom('customer_session')
      .where('customer_id', '=', p.customerId)
      .where('created_at', '>', new Date(clock.ms() - 30 * MINUTE_MS))
      .execute();
    const send = vi.spyOn(t.app.hub, 'send');
    const refused = betRequest(p, { amount: units(100n) });
    const res = await call(HUB88_PATHS.bet, refused);
    expect(res.status).toBe(RS.USER_DISABLED);
    expect(await balanceOf(t.db, p)).toBe(9_800n);
    // A replay answers the same, from the recorded refusal.
    expect((await call(HUB88_PATHS.bet, refused)).status).toBe(RS.USER_DISABLED);
    // The provider shows its generic message; the player is told the real reason.
    const sent = () =>
      JSON.stringify(send.mock.calls, (_k, v: unknown) => (typeof v === 'bigint' ? String(v) : v));
    await vi.waitFor(() => expect(sent()).toContain('Your reality check is due.'));
    send.mockRestore();
    const usage = await t.db
      .selectFrom('rg_usage_day')
      .select('stakes')
      .where('customer_id', '=', p.customerId)
      .executeTakeFirst();
    expect(usage?.stakes).toBe(200n);

    await acknowledgeRealityCheck(t.db, p.customerId, null);
    expect((await call(HUB88_PATHS.bet, betRequest(p, { amount: units(100n) }))).status).toBe(RS.OK);
    expect(await balanceOf(t.db, p)).toBe(9_700n);

    // One interval after the acknowledgement it is due again.
    await t.db
      .updateTable('rg_settings')
      .set({ reality_ack_at: new Date(clock.ms() - 61 * MINUTE_MS) })
      .where('customer_id', '=', p.customerId)
      .execute();
    expect((await call(HUB88_PATHS.bet, betRequest(p, { amount: units(100n) }))).status).toBe(
      RS.USER_DISABLED,
    );
    expect(await balanceOf(t.db, p)).toBe(9_700n);
    await assertLedgerSound(t.db);
  });

  it('a player who chose a shorter interval meets it sooner', async () => {
    const p = await createPlayer(t.db, { balance: 10_000n });
    await loggedInAgo(t.db, p.customerId, 20);
    expect((await call(HUB88_PATHS.bet, betRequest(p, { amount: units(100n) }))).status).toBe(RS.OK);
    await t.db
      .insertInto('rg_settings')
      .values({ customer_id: p.customerId, reality_check_minutes: 15, updated_at: clock.now() })
      .execute();
    expect((await call(HUB88_PATHS.bet, betRequest(p, { amount: units(100n) }))).status).toBe(
      RS.USER_DISABLED,
    );
    expect(await balanceOf(t.db, p)).toBe(9_900n);
  });
});
