import { describe, expect, it, vi } from 'vitest';
import { BETCO_CODE, signBetcoBody } from '../../lib/betco/protocol.ts';
import { betcoWalletClient } from '../../simulators/betco/wallet-client.ts';
import { call, signUp } from '../../test/accounts.ts';
import { testDatabases } from '../../test/harness.ts';
import { fund } from '../../test/ledger.ts';
import {
  BETCO_TEST_SECRET,
  BETCO_TEST_URL,
  betcoPlayer,
  cashOf,
  injectSend,
  movesOf,
  useBetcoApp,
} from './test-kit.ts';

describe.each(testDatabases())('betco operator wallet on %s', (kind) => {
  const s = useBetcoApp(kind);
  const simPost = async (url: string, payload: object) =>
    (await s.sim.inject({ method: 'POST', url, payload })).json();

  it("takes a bet placed in the simulator's page and pays its win, pushing each balance", async () => {
    const p = await betcoPlayer(s, 10_000n);
    const push = vi.spyOn(s.app.notifier, 'balanceChanged');
    const bet = await simPost('/api/bet', { token: p.token, amount: 2_550 });
    expect(bet.code).toBe(0);
    expect(await cashOf(s, p)).toBe(7_450n);
    expect(await simPost('/api/balance', { token: p.token })).toMatchObject({
      code: 0,
      balance: 7_450,
      currency: 'TRY',
    });
    expect(
      (await simPost('/sim/credit', { transactionId: bet.transactionId, amount: 5_100, result: 'win' })).code,
    ).toBe(0);
    expect(await cashOf(s, p)).toBe(12_550n);
    expect(await movesOf(s.db, bet.transactionId)).toEqual(['betco.bet:2550', 'betco.settle:5100']);
    await vi.waitFor(() => expect(push.mock.calls.filter(([id]) => id === p.customerId)).toHaveLength(2));
    push.mockRestore();
  });

  it('refuses a bad signature and a body changed after signing (101), moving nothing', async () => {
    const p = await betcoPlayer(s);
    const forged = betcoWalletClient(injectSend(s.app), 'some-other-wallet-secret-00000000');
    expect((await forged.debit(p.token, 1_000, 'bc-forged')).code).toBe(BETCO_CODE.BAD_SIGNATURE);
    const body = JSON.stringify({
      token: p.token,
      transactionId: 'bc-tampered',
      amount: 10,
      currency: 'TRY',
      requestId: 'r1',
    });
    const res = await s.app.inject({
      method: 'POST',
      url: '/api/provider/betco/debit',
      payload: body.replace('"amount":10', '"amount":1000'),
      headers: {
        'content-type': 'application/json',
        'x-betco-signature': signBetcoBody(body, BETCO_TEST_SECRET),
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().code).toBe(BETCO_CODE.BAD_SIGNATURE);
    expect(await movesOf(s.db, 'bc-forged')).toEqual([]);
    expect(await movesOf(s.db, 'bc-tampered')).toEqual([]);
    expect(await cashOf(s, p)).toBe(10_000n);
    const events = await s.db
      .selectFrom('security_event')
      .select('kind')
      .where('kind', '=', 'betco.signature')
      .execute();
    expect(events.length).toBeGreaterThanOrEqual(2);
  });

  it('applies a replayed debit and credit once; another bet under the id is a conflict (106)', async () => {
    const p = await betcoPlayer(s, 5_000n);
    expect((await s.wallet.debit(p.token, 1_000, 'bc-dup')).code).toBe(0);
    expect((await s.wallet.debit(p.token, 1_000, 'bc-dup')).code).toBe(0);
    expect((await s.wallet.debit(p.token, 2_000, 'bc-dup')).code).toBe(BETCO_CODE.TRANSACTION_CONFLICT);
    expect((await s.wallet.credit('bc-dup', 3_000, 'win')).code).toBe(0);
    expect((await s.wallet.credit('bc-dup', 3_000, 'win')).code).toBe(0);
    expect(await movesOf(s.db, 'bc-dup')).toEqual(['betco.bet:1000', 'betco.settle:3000']);
    expect((await s.wallet.rollback('bc-dup')).code).toBe(BETCO_CODE.TRANSACTION_CONFLICT);
    expect(await cashOf(s, p)).toBe(7_000n);
  });

  it('handles notifications out of order: a credit before its debit (107, retried), a rollback before its debit (tombstone)', async () => {
    const p = await betcoPlayer(s, 5_000n);
    expect((await s.wallet.credit('bc-late', 2_000, 'win')).code).toBe(BETCO_CODE.TRANSACTION_NOT_FOUND);
    expect(await movesOf(s.db, 'bc-late')).toEqual([]);
    expect((await s.wallet.debit(p.token, 1_000, 'bc-late')).code).toBe(0);
    expect((await s.wallet.credit('bc-late', 2_000, 'win')).code).toBe(0);
    expect(await cashOf(s, p)).toBe(6_000n);

    expect((await s.wallet.rollback('bc-ghost')).code).toBe(0);
    expect((await s.wallet.rollback('bc-ghost')).code).toBe(0);
    expect((await s.wallet.debit(p.token, 1_000, 'bc-ghost')).code).toBe(BETCO_CODE.TRANSACTION_CONFLICT);
    expect((await s.wallet.credit('bc-ghost', 2_000, 'win')).code).toBe(BETCO_CODE.TRANSACTION_CONFLICT);
    expect(await movesOf(s.db, 'bc-ghost')).toEqual([]);
    expect(await cashOf(s, p)).toBe(6_000n);
  });

  it("survives the provider's errors: unreadable calls (102), a failed bet rolled back once, short funds answered alike on replay", async () => {
    const p = await betcoPlayer(s, 500n);
    const garbage = '{"token":';
    const res = await s.app.inject({
      method: 'POST',
      url: '/api/provider/betco/debit',
      payload: garbage,
      headers: {
        'content-type': 'application/json',
        'x-betco-signature': signBetcoBody(garbage, BETCO_TEST_SECRET),
      },
    });
    expect(res.json().code).toBe(BETCO_CODE.BAD_REQUEST);
    expect((await s.wallet.debit(p.token, 1.5, 'bc-fraction')).code).toBe(BETCO_CODE.BAD_REQUEST);
    expect((await s.wallet.credit('bc-x', 10, 'jackpot')).code).toBe(BETCO_CODE.BAD_REQUEST);
    // The provider's bet failed on its side after our debit: it voids it, and the stake comes back once.
    expect((await s.wallet.debit(p.token, 400, 'bc-void')).code).toBe(0);
    expect((await simPost('/sim/rollback', { transactionId: 'bc-void' })).code).toBe(0);
    expect((await s.wallet.rollback('bc-void')).code).toBe(0);
    expect(await movesOf(s.db, 'bc-void')).toEqual(['betco.bet:400', 'betco.rollback:400']);
    expect((await s.wallet.debit(p.token, 501, 'bc-short')).code).toBe(BETCO_CODE.INSUFFICIENT_FUNDS);
    await fund(s.db, p.customerId, 10_000n);
    expect((await s.wallet.debit(p.token, 501, 'bc-short')).code).toBe(BETCO_CODE.INSUFFICIENT_FUNDS);
    expect((await s.wallet.debit('nope', 1, 'bc-unknown')).code).toBe(BETCO_CODE.TOKEN_NOT_FOUND);
    await s.db
      .updateTable('betco_launch')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('customer_id', '=', p.customerId)
      .execute();
    expect((await s.wallet.debit(p.token, 1, 'bc-expired')).code).toBe(BETCO_CODE.TOKEN_EXPIRED);
    expect(await cashOf(s, p)).toBe(10_500n);
  });

  it('mints single-use launch tokens for a logged-in player only, never the session token', async () => {
    expect((await s.app.inject({ method: 'POST', url: '/api/sportsbook/betco/launch' })).statusCode).toBe(
      401,
    );
    const { token, session } = await signUp(s.app);
    expect(session).toMatchObject({ betcoUrl: BETCO_TEST_URL });
    expect(session.betcoToken).toMatch(/.{20,}/);
    expect(session.betcoToken).not.toBe(token);
    const data = (await call(s.app, 'sportsbook/betco/launch', {}, { token })).json().data;
    expect(data).toMatchObject({ betcoUrl: BETCO_TEST_URL, betcoUserId: session.usercode });
    expect([token, session.betcoToken]).not.toContain(data.betcoToken);
    const stored = await s.db.selectFrom('betco_launch').select('token_hash').execute();
    expect(stored.map((r) => r.token_hash)).not.toContain(data.betcoToken);
    expect((await s.wallet.session(data.betcoToken)).code).toBe(0);
    expect((await s.wallet.session(data.betcoToken)).code).toBe(BETCO_CODE.TOKEN_NOT_FOUND);
  });

  it("lets the site frame the provider's origin and nothing broader (CSP frame-src)", async () => {
    const csp = String((await s.app.inject({ url: '/healthz' })).headers['content-security-policy']);
    const frameSrc = csp.split(';').find((d) => d.trim().startsWith('frame-src ')) ?? '';
    expect(frameSrc.split(' ')).toContain(BETCO_TEST_URL);
    expect(frameSrc).not.toMatch(/\*|https:(\s|$)/);
  });
});
