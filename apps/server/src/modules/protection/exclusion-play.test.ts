import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HUB88_PATHS, RS } from '../../lib/hub88/protocol.ts';
import { logIn, signUp } from '../../test/accounts.ts';
import { customerIdOf } from '../../test/customers.ts';
import { type TestApp, testDatabases } from '../../test/harness.ts';
import { connectHub, listen } from '../../test/hub.ts';
import { MINUTE_MS, clock, controlClock } from '../../lib/clock.ts';
import { useSessionLimitSource, startExclusion, assertPlayAllowed } from '../../core/protection/index.ts';
import {
  balanceOf,
  betRequest,
  callWallet,
  createPlayer,
  useWalletApp,
  winRequest,
} from '../../test/wallet.ts';
import { exclusionContext } from './exclusion.service.ts';
import { createProtectionApp } from './test-kit.ts';

/** docs/rules.md R26 (docs/decisions/025-exclusions-and-sessions.md). */
describe.each(testDatabases())('an exclusion during play on %s', (kind) => {
  const t = useWalletApp(kind);
  const exclude = (customerId: bigint) =>
    startExclusion(exclusionContext(t.app, null), {
      customerId,
      kind: 'self_exclusion',
      period: '6m',
      reason: null,
      actor: { kind: 'player', id: customerId },
    });
  const bet = (body: object) => callWallet(t.app, HUB88_PATHS.bet, body).then((r) => r.json());

  it('rule 26: the next bet on an open launch is refused; the win of a round already played still settles', async () => {
    const p = await createPlayer(t.db, { balance: 10_000n });
    const first = betRequest(p, { amount: 2_000_000 });
    expect((await bet(first)).status).toBe(RS.OK);
    await exclude(p.customerId);
    const next = await bet(betRequest(p, { amount: 2_000_000 }));
    expect(next.status).toBe(RS.TOKEN_EXPIRED);
    expect(await balanceOf(t.db, p)).toBe(8_000n);
    const win = await callWallet(t.app, HUB88_PATHS.win, winRequest(p, first, { amount: 500_000 }));
    expect(win.json().status).toBe(RS.OK);
    expect(await balanceOf(t.db, p)).toBe(8_500n);
    // The stake guard every bet path calls (core/protection/limits.ts) refuses inside its transaction.
    await expect(
      t.db.transaction().execute((trx) => assertPlayAllowed(trx, p.customerId)),
    ).rejects.toMatchObject({
      code: 'SELF_EXCLUDED',
      data: { kind: 'self_exclusion' },
    });
  });

  it('rule 26: bets racing the exclusion are each accepted or refused whole; none is accepted after it', async () => {
    const p = await createPlayer(t.db, { balance: 100_000n });
    const bets = Array.from({ length: 8 }, () => betRequest(p, { amount: 1_000_000 }));
    const answers = await Promise.all([...bets.map(bet), exclude(p.customerId).then(() => null)]);
    const ok = answers.filter((a) => a?.status === RS.OK).length;
    // Refused either by the launch token the exclusion expired, or, when the exclusion commits
    // between that check and the stake, by the stake guard's play block (docs/decisions/024).
    const refused = answers.filter(
      (a) => a?.status === RS.TOKEN_EXPIRED || a?.status === RS.USER_DISABLED,
    ).length;
    expect(ok + refused).toBe(8);
    expect(await balanceOf(t.db, p)).toBe(100_000n - BigInt(ok) * 1_000n);
    expect((await bet(betRequest(p, { amount: 1_000_000 }))).status).toBe(RS.TOKEN_EXPIRED);
  });
});

describe.each(testDatabases())('an exclusion reaches every socket on %s', (kind) => {
  let t: TestApp;
  let base: string;
  beforeAll(async () => {
    t = await createProtectionApp(kind);
    base = await listen(t.app);
  });
  afterAll(() => t.close());

  it('rule 26: every tab gets the Protection event, then Logout self_excluded, and is closed (well within 60 s)', async () => {
    const p = await signUp(t.app);
    const second = (await logIn(t.app, p.username)).json().data.token as string;
    const tabs = [await connectHub(base, p.token), await connectHub(base, second)];
    const started = Date.now();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/customer/selfexclusion',
      payload: { period: '1y' },
      headers: { authorization: `Bearer ${p.token}`, 'x-fingerprint': 'fp-test' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const until = res.json().data.until as string;
    for (const tab of tabs) {
      expect(await tab.next((m) => m.command === 'Logout')).toEqual({
        command: 'Logout',
        message: { reason: 'self_excluded' },
      });
      const commands = tab.messages.map((m) => m.command);
      expect(commands.indexOf('Protection')).toBeLessThan(commands.indexOf('Logout'));
      expect(tab.messages.find((m) => m.command === 'Protection')?.message).toEqual({
        kind: 'exclusion',
        until,
      });
      expect(await tab.closed).toBeUndefined();
    }
    expect(Date.now() - started).toBeLessThan(60_000);
    const id = await customerIdOf(t.db, p.username);
    const live = await t.db
      .selectFrom('customer_session')
      .select('id')
      .where('customer_id', '=', id)
      .where('ended_at', 'is', null)
      .execute();
    expect(live).toEqual([]);
  });

  it('rule 18: a connected tab counts as time logged in; at the limit the sweep logs it out session_limit', async () => {
    const p = await signUp(t.app);
    const id = await customerIdOf(t.db, p.username);
    useSessionLimitSource(async (_db, customerId) => (customerId === id ? 3 : null));
    try {
      const tab = await connectHub(base, p.token);
      const time = controlClock();
      let sweeps = 0;
      while (!tab.messages.some((m) => m.command === 'Logout') && sweeps < 8) {
        time.advance(MINUTE_MS);
        await t.app.sweepHubSessions();
        sweeps++;
        // A push after the sweep is the marker: a Logout the sweep sent arrives before it.
        const marker = `sweep-${sweeps}`;
        const bet = { id: marker, status: 'accepted', payout: null, refusal: null } as const;
        await t.app.hub.send([{ customerId: id, message: { command: 'Bet', message: bet } }]);
        await tab.next((m) => m.command === 'Logout' || (m.command === 'Bet' && m.message.id === marker));
      }
      expect(await tab.next((m) => m.command === 'Logout')).toEqual({
        command: 'Logout',
        message: { reason: 'session_limit' },
      });
      expect(sweeps).toBeGreaterThanOrEqual(3);
      expect(sweeps).toBeLessThanOrEqual(4); // the first sweep starts the day's count
      expect((await logIn(t.app, p.username)).json()).toMatchObject({
        code: 'SESSION_LIMIT',
        data: { kind: 'session' },
      });
    } finally {
      useSessionLimitSource();
      clock.reset();
    }
  });
});
