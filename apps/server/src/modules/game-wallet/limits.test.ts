import { describe, expect, it, vi } from 'vitest';
import { HUB88_PATHS, RS } from '../../lib/hub88/protocol.ts';
import { setLimitRow } from '../../core/protection/test-kit.ts';
import { testDatabases } from '../../test/harness.ts';
import {
  balanceOf,
  betRequest,
  createPlayer,
  rollbackRequest,
  units,
  useWalletApp,
  winRequest,
} from '../../test/wallet.ts';

/** Player protection at the seamless wallet (docs/decisions/024-player-protection.md). */
describe.each(testDatabases())('hub88 wallet and player-protection limits on %s', (kind) => {
  const t = useWalletApp(kind);
  const { call } = t;
  const usage = (customerId: bigint) =>
    t.db
      .selectFrom('rg_usage_day')
      .select(['stakes', 'wins'])
      .where('customer_id', '=', customerId)
      .executeTakeFirst();

  it('rule 8: a provider debit past the wager limit is refused as LIMIT_REACHED and the player told why', async () => {
    const p = await createPlayer(t.db, { balance: 10_000n });
    await setLimitRow(t.db, p.customerId, 'wager', 'day', 1_500n);
    expect((await call(HUB88_PATHS.bet, betRequest(p, { amount: units(1_000n) }))).status).toBe(RS.OK);
    const send = vi.spyOn(t.app.hub, 'send');
    const refused = betRequest(p, { amount: units(600n) });
    const res = await call(HUB88_PATHS.bet, refused);
    expect(res.status).toBe(RS.LIMIT_REACHED);
    expect(await balanceOf(t.db, p)).toBe(9_000n);
    // A replay answers the same, from the recorded refusal.
    expect((await call(HUB88_PATHS.bet, refused)).status).toBe(RS.LIMIT_REACHED);
    // Other pushes (the first bet's balance) may be delivered around it: find the notice.
    const isNotice = (d: unknown) =>
      JSON.stringify(d, (_k, v: unknown) => (typeof v === 'bigint' ? String(v) : v)).includes('"Notice"');
    await vi.waitFor(() => expect(send.mock.calls.flatMap(([d]) => d).some((d) => isNotice(d))).toBe(true));
    const delivery = send.mock.calls.flatMap(([d]) => d).find((d) => isNotice(d));
    expect(delivery).toMatchObject({
      customerId: p.customerId,
      message: {
        en: {
          command: 'Notice',
          message: {
            title: 'Bet refused',
            note: 'This bet would pass your wager limit. Left of your daily limit: ₺5.00.',
          },
        },
      },
    });
    send.mockRestore();
    expect(await usage(p.customerId)).toEqual({ stakes: 1_000n, wins: 0n });
  });

  it('rule 8: wins and rollbacks are never refused and count against the loss window', async () => {
    const p = await createPlayer(t.db, { balance: 10_000n });
    await setLimitRow(t.db, p.customerId, 'loss', 'day', 1_000n);
    const bet = betRequest(p, { amount: units(1_000n) });
    expect((await call(HUB88_PATHS.bet, bet)).status).toBe(RS.OK);
    // The loss limit is reached: the next stake is refused, the win is still paid.
    expect((await call(HUB88_PATHS.bet, betRequest(p, { amount: units(1n) }))).status).toBe(RS.LIMIT_REACHED);
    expect((await call(HUB88_PATHS.win, winRequest(p, bet, { amount: units(800n) }))).status).toBe(RS.OK);
    // 10 staked, 8 won: loss 2, so 8 more can be staked.
    const second = betRequest(p, { amount: units(800n) });
    expect((await call(HUB88_PATHS.bet, second)).status).toBe(RS.OK);
    expect((await call(HUB88_PATHS.rollback, rollbackRequest(p, second))).status).toBe(RS.OK);
    expect(await usage(p.customerId)).toEqual({ stakes: 1_800n, wins: 1_600n });
  });

  it('rule 16: the stake that crosses 80 % pushes a Protection event', async () => {
    const p = await createPlayer(t.db, { balance: 10_000n });
    await setLimitRow(t.db, p.customerId, 'wager', 'week', 1_000n);
    const send = vi.spyOn(t.app.hub, 'send');
    const staff = vi.spyOn(t.app.hub, 'sendStaff');
    expect((await call(HUB88_PATHS.bet, betRequest(p, { amount: units(900n) }))).status).toBe(RS.OK);
    // The alert raised a limit_80 flag: the back office's flag queue changed (core/staff-queues.ts).
    await vi.waitFor(() =>
      expect(staff).toHaveBeenCalledWith('QueuesChanged', [{ queue: 'protectionFlags' }]),
    );
    staff.mockRestore();
    await vi.waitFor(() =>
      expect(send.mock.calls.flatMap(([d]) => d)).toContainEqual({
        customerId: p.customerId,
        message: {
          command: 'Protection',
          message: { kind: 'limit', limit: 'wager', period: 'week', percent: 90 },
        },
      }),
    );
    send.mockRestore();
  });
});
