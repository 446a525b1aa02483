import { describe, expect, it, vi } from 'vitest';
import { BETSY_CODE } from '../../lib/betsy/protocol.ts';
import { signBetsyBody } from '../../lib/betsy/jws.ts';
import { setExclusionRow } from '../../core/protection/test-kit.ts';
import { call, signUp } from '../../test/accounts.ts';
import { testDatabases } from '../../test/harness.ts';
import { fund } from '../../test/ledger.ts';
import { mintLaunch } from './launch.service.ts';
import {
  BETSY_TEST_SECRET,
  BETSY_TEST_URL,
  betsyPlayer,
  cashOf,
  injectClient,
  movesOf,
  useBetsyApp,
} from './test-kit.ts';

describe.each(testDatabases())('betsy seamless wallet on %s', (kind) => {
  const s = useBetsyApp(kind);

  it('exchanges a launch token once, then takes bets and settles them, pushing each balance', async () => {
    const p = await betsyPlayer(s, 10_000n);
    expect((await s.wallet.profile(p.token)).code).toBe(BETSY_CODE.INVALID_TOKEN);
    const push = vi.spyOn(s.app.notifier, 'balanceChanged');
    const bet = await s.wallet.bet(p, 25.5, 'bs-good');
    expect(bet).toMatchObject({ code: 0, transactionId: 'bs-good' });
    expect(await cashOf(s, p)).toBe(10_000n - 2_550n);
    expect(await s.wallet.balance(p)).toMatchObject({ code: 0, amount: 74.5, currency: 'TRY' });
    expect((await s.wallet.settle('bs-good', 51, 'won')).code).toBe(0);
    expect(await cashOf(s, p)).toBe(10_000n - 2_550n + 5_100n);
    expect(await movesOf(s.db, 'bs-good')).toEqual(['betsy.bet:2550', 'betsy.settle:5100']);
    await vi.waitFor(() => expect(push.mock.calls.filter(([id]) => id === p.customerId)).toHaveLength(2));
    push.mockRestore();
  });

  it('refuses a bad signature (code 1) and a body changed after signing, moving nothing', async () => {
    const p = await betsyPlayer(s);
    const forged = injectClient(s.app, 'some-other-partner-secret-000000');
    expect((await forged.bet(p, 10, 'bs-forged')).code).toBe(BETSY_CODE.BAD_SIGNATURE);
    const who = { token: p.token, userId: p.userId, currency: p.currency };
    const body = JSON.stringify({
      ...who,
      type: 1,
      amount: 10,
      transactionId: 'bs-tampered',
      requestId: 'r1',
    });
    const signed = signBetsyBody(body, BETSY_TEST_SECRET);
    const res = await s.app.inject({
      method: 'POST',
      url: '/api/provider/betsy/payment/bet',
      payload: body.replace('"amount":10', '"amount":1000'),
      headers: { 'content-type': 'application/json', 'x-sign-jws': signed },
    });
    expect(res.json().code).toBe(BETSY_CODE.BAD_SIGNATURE);
    expect(await movesOf(s.db, 'bs-forged')).toEqual([]);
    expect(await movesOf(s.db, 'bs-tampered')).toEqual([]);
    const events = await s.db
      .selectFrom('security_event')
      .select('kind')
      .where('kind', '=', 'betsy.signature')
      .execute();
    expect(events.length).toBeGreaterThanOrEqual(2);
  });

  it('answers a replayed bet, settle and rollback again with one effect each; another bet under the id is code 8', async () => {
    const p = await betsyPlayer(s, 5_000n);
    expect((await s.wallet.bet(p, 10, 'bs-dup')).code).toBe(0);
    expect((await s.wallet.bet(p, 10, 'bs-dup')).code).toBe(0);
    expect((await s.wallet.bet(p, 20, 'bs-dup')).code).toBe(BETSY_CODE.ALREADY_PROCESSED);
    expect((await s.wallet.settle('bs-dup', 30, 'won')).code).toBe(0);
    expect((await s.wallet.settle('bs-dup', 30, 'won')).code).toBe(0);
    expect(await cashOf(s, p)).toBe(5_000n - 1_000n + 3_000n);
    expect(await movesOf(s.db, 'bs-dup')).toEqual(['betsy.bet:1000', 'betsy.settle:3000']);
    expect((await s.wallet.rollback('bs-dup')).code).toBe(BETSY_CODE.ALREADY_PROCESSED);
    expect(await cashOf(s, p)).toBe(7_000n);
  });

  it('resettles, unsettles and cashes out through settle, each change one posting', async () => {
    const p = await betsyPlayer(s, 5_000n);
    await s.wallet.bet(p, 10, 'bs-resettle');
    expect((await s.wallet.settle('bs-resettle', 25, 'won')).code).toBe(0);
    expect((await s.wallet.settle('bs-resettle', 0, 'lose')).code).toBe(0);
    expect(await cashOf(s, p)).toBe(4_000n);
    expect((await s.wallet.settle('bs-resettle', 20, 'won')).code).toBe(0);
    expect((await s.wallet.unsettle('bs-resettle')).code).toBe(0);
    expect((await s.wallet.unsettle('bs-resettle')).code).toBe(0);
    expect(await cashOf(s, p)).toBe(4_000n);
    expect(await movesOf(s.db, 'bs-resettle')).toEqual([
      'betsy.bet:1000',
      'betsy.settle:2000',
      'betsy.settle:2500',
      'betsy.unsettle:2000',
      'betsy.unsettle:2500',
    ]);
    await s.wallet.bet(p, 10, 'bs-cashout');
    expect((await s.wallet.settle('bs-cashout', 7, 'cashout')).code).toBe(BETSY_CODE.INVALID_TOKEN);
    expect((await s.wallet.settle('bs-cashout', 7, 'cashout', p.token)).code).toBe(0);
    expect(await cashOf(s, p)).toBe(4_000n - 1_000n + 700n);
  });

  it('handles calls out of order: settle before its bet (5, retried later), rollback before its bet (tombstone)', async () => {
    const p = await betsyPlayer(s, 5_000n);
    expect((await s.wallet.settle('bs-late', 20, 'won')).code).toBe(BETSY_CODE.BAD_REQUEST);
    expect((await s.wallet.unsettle('bs-late')).code).toBe(BETSY_CODE.BAD_REQUEST);
    expect(await movesOf(s.db, 'bs-late')).toEqual([]);
    await s.wallet.bet(p, 10, 'bs-late');
    expect((await s.wallet.settle('bs-late', 20, 'won')).code).toBe(0);
    expect(await cashOf(s, p)).toBe(6_000n);

    expect((await s.wallet.rollback('bs-ghost')).code).toBe(0);
    expect((await s.wallet.rollback('bs-ghost')).code).toBe(0);
    expect((await s.wallet.bet(p, 10, 'bs-ghost')).code).toBe(BETSY_CODE.ALREADY_PROCESSED);
    expect((await s.wallet.settle('bs-ghost', 20, 'won')).code).toBe(BETSY_CODE.ALREADY_PROCESSED);
    expect(await movesOf(s.db, 'bs-ghost')).toEqual([]);

    await s.wallet.bet(p, 10, 'bs-rolled');
    expect((await s.wallet.rollback('bs-rolled')).code).toBe(0);
    expect((await s.wallet.rollback('bs-rolled')).code).toBe(0);
    expect(await movesOf(s.db, 'bs-rolled')).toEqual(['betsy.bet:1000', 'betsy.rollback:1000']);
    expect(await cashOf(s, p)).toBe(6_000n);
  });

  it("refuses with the provider's codes: not enough money (7, answered again on replay), expired and unknown tokens", async () => {
    const p = await betsyPlayer(s, 500n);
    expect((await s.wallet.bet(p, 5.01, 'bs-short')).code).toBe(BETSY_CODE.NOT_ENOUGH_MONEY);
    await fund(s.db, p.customerId, 10_000n);
    expect((await s.wallet.bet(p, 5.01, 'bs-short')).code).toBe(BETSY_CODE.NOT_ENOUGH_MONEY);
    expect((await s.wallet.bet({ ...p, token: 'nope' }, 1, 'bs-unknown')).code).toBe(
      BETSY_CODE.INVALID_TOKEN,
    );
    expect((await s.wallet.bet(p, 1.005, 'bs-subkurus')).code).toBe(BETSY_CODE.BAD_REQUEST);
    await s.db
      .updateTable('betsy_launch')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('customer_id', '=', p.customerId)
      .execute();
    expect((await s.wallet.bet(p, 1, 'bs-expired')).code).toBe(BETSY_CODE.TOKEN_EXPIRED);
    const { token } = await mintLaunch(s.db, p.customerId, { launchTtlSeconds: 60, sessionTtlMinutes: 5 });
    await s.db
      .updateTable('betsy_launch')
      .set({ launch_expires_at: new Date(Date.now() - 1000) })
      .where('exchanged_at', 'is', null)
      .execute();
    expect((await s.wallet.profile(token)).code).toBe(BETSY_CODE.TOKEN_EXPIRED);
    expect(await cashOf(s, p)).toBe(10_500n);
  });

  it('refuses a self-excluded player (code 9) as our own book would, moving nothing', async () => {
    const p = await betsyPlayer(s, 5_000n);
    const startsAt = new Date(Date.now() - 60_000);
    await setExclusionRow(s.db, p.customerId, 'self_exclusion', {
      startsAt,
      endsAt: null,
      period: 'permanent',
    });
    const notice = vi.spyOn(s.app.notifier, 'notice');
    expect((await s.wallet.bet(p, 10, 'bs-excluded')).code).toBe(BETSY_CODE.USER_BLOCKED);
    expect(await cashOf(s, p)).toBe(5_000n);
    await vi.waitFor(() => expect(notice).toHaveBeenCalledWith(p.customerId, expect.anything()));
    notice.mockRestore();
  });

  it('mints launch tokens through the API for a logged-in player only, never the session token', async () => {
    const anonymous = await s.app.inject({ method: 'POST', url: '/api/sportsbook/betsy/launch' });
    expect(anonymous.statusCode).toBe(401);
    const { token, session } = await signUp(s.app);
    // The session's own fields carry a launch token of their own, never the session token.
    expect(session).toMatchObject({ betsyUrl: BETSY_TEST_URL, betsyCid: 'lale' });
    expect(session.betsyToken).not.toBe(token);
    const res = await call(s.app, 'sportsbook/betsy/launch', {}, { token });
    const data = res.json().data;
    expect(data).toMatchObject({ betsyUrl: BETSY_TEST_URL, betsyCid: 'lale' });
    expect(data.betsyToken).not.toBe(session.betsyToken);
    expect(data.betsyToken).not.toBe(token);
    const stored = await s.db.selectFrom('betsy_launch').select('token_hash').execute();
    expect(stored.map((r) => r.token_hash)).not.toContain(data.betsyToken);
    expect((await s.wallet.profile(data.betsyToken)).code).toBe(0);
  });
});
