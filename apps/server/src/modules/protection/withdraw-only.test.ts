import { randomUUID } from 'node:crypto';
import { TransactionStatus } from '@lalebet/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, call, logIn, setOption } from '../../test/accounts.ts';
import { type TestApp, createTestApp, testDatabases } from '../../test/harness.ts';
import { fund } from '../../test/ledger.ts';
import { IBAN, methodId } from '../../test/payments.ts';
import { TOPIC_ERRORS } from '../../infra/hub/topics.ts';
import { connectHub, listen } from '../../test/hub.ts';
import { auditRows } from './test-kit.ts';
import { endedExclusion, player } from './lift.test-kit.ts';

/**
 * docs/rules.md R26 "the player can still withdraw" (docs/decisions/033-lifting-and-withdraw-only.md):
 * login during a time-out or self-exclusion opens a withdraw-only session.
 */
describe.each(testDatabases())('withdraw-only sessions on %s', (kind) => {
  let t: TestApp;
  let havale: number;
  let card: number;
  beforeAll(async () => {
    t = await createTestApp(kind, { seed: true });
    havale = await methodId(t.db, 2, 'havale');
    card = await methodId(t.db, 1, 'credit-card');
    await setOption(t.db, 'PayoutDestinationCoolingOffHours', '0');
  }, 180_000);
  afterAll(() => t.close());

  const withdraw = (token: string, amount: number) =>
    call(
      t.app,
      'payment/withdraw',
      {
        id: havale,
        target: 'pay',
        detail: { Amount: amount, Bank: 64, Iban: IBAN, AccountHolder: 'Ayşe Yılmaz', BranchCode: 1234 },
        password: PASSWORD,
      },
      { token },
    );
  const deposit = (token: string) =>
    call(t.app, 'payment/deposit', { id: card, target: 'pay', detail: { Amount: 100 } }, { token });
  const bet = (token: string) =>
    call(
      t.app,
      'sportsbook/bets',
      {
        requestId: randomUUID(),
        kind: 'single',
        stake: 10,
        oddsChange: 'higher',
        selections: [{ eventId: 'e1', marketId: 1, specifiers: '', outcomeId: '1', odds: 2 }],
      },
      { token },
    );
  const launch = (token: string) => call(t.app, 'casino/dtlaunchurl', { code: 'any-game' }, { token });

  it('rules 23, 26: a time-out lets the player in withdraw-only: withdrawal yes; deposit, bet, launch no', async () => {
    const p = await player(t);
    await fund(t.db, p.id, 200_000n);
    const started = await call(t.app, 'customer/timeout', { period: '7d' }, { token: p.token });
    const until = started.json().data.until as string;
    // The sessions open before the time-out ended with it (docs/rules.md R26), as before.
    expect((await call(t.app, 'customer/profile', undefined, { token: p.token })).statusCode).toBe(401);

    const login = await logIn(t.app, p.username);
    expect(login.statusCode, login.body).toBe(200);
    const { token, restriction } = login.json().data;
    expect(restriction).toEqual({ code: 'TIMED_OUT', kind: 'timeout', until, lift: null });
    expect(await auditRows(t.db, 'rg_login_restricted', p.id)).toMatchObject([
      { actor_kind: 'customer', details: { code: 'TIMED_OUT', until } },
    ]);

    for (const url of ['customer/profile', 'user/balance']) {
      expect((await call(t.app, url, undefined, { token })).statusCode, url).toBe(200);
    }
    expect((await call(t.app, 'transaction/list', {}, { token })).statusCode).toBe(200);
    const out = await withdraw(token, 500);
    expect(out.statusCode, out.body).toBe(200);
    const rows = await t.db.selectFrom('payment').select('status').where('customer_id', '=', p.id).execute();
    expect(rows.map((r) => r.status)).toEqual([TransactionStatus.Pending]);

    for (const [name, res] of [
      ['deposit', await deposit(token)],
      ['bet', await bet(token)],
      ['launch', await launch(token)],
      ['bonus', await call(t.app, 'bonus/claim', { definitionId: 1 }, { token })],
      ['sessions', await call(t.app, 'customer/sessions', undefined, { token })],
    ] as const) {
      expect(res.statusCode, name).toBe(403);
      expect(res.json(), name).toMatchObject({ code: 'TIMED_OUT', data: { kind: 'timeout', until } });
    }
    expect((await call(t.app, 'auth/logout', undefined, { token })).statusCode).toBe(200);
    expect((await call(t.app, 'user/balance', undefined, { token })).statusCode).toBe(401);
  });

  it('rule 26: its hub connection gets account notices but may not watch odds', async () => {
    const base = await listen(t.app);
    const p = await player(t);
    await call(t.app, 'customer/timeout', { period: '24h' }, { token: p.token });
    const token = (await logIn(t.app, p.username)).json().data.token as string;
    const tab = await connectHub(base, token);
    try {
      await expect(tab.connection.invoke('Watch', ['live:all'])).rejects.toThrow(TOPIC_ERRORS.restricted);
      await t.app.hub.send([
        { customerId: p.id, message: { command: 'Protection', message: { kind: 'exclusion', until: null } } },
      ]);
      expect(await tab.next((m) => m.command === 'Protection')).toMatchObject({ command: 'Protection' });
    } finally {
      await tab.connection.stop();
    }
  });

  it('rule 26: a self-exclusion started from a withdraw-only session still ends every session at once', async () => {
    const p = await player(t);
    await call(t.app, 'customer/timeout', { period: '24h' }, { token: p.token });
    const token = (await logIn(t.app, p.username)).json().data.token as string;
    const ex = await call(t.app, 'customer/selfexclusion', { period: '6m' }, { token });
    expect(ex.statusCode, ex.body).toBe(200);
    expect((await call(t.app, 'user/balance', undefined, { token })).statusCode).toBe(401);
    const again = await logIn(t.app, p.username);
    expect(again.json().data.restriction).toMatchObject({ code: 'SELF_EXCLUDED', kind: 'self_exclusion' });
  });

  it('rule 30: while a lift is pending the session is withdraw-only, with the lift request reachable', async () => {
    const p = await player(t);
    await endedExclusion(t.db, p.id);
    const token = (await logIn(t.app, p.username)).json().data.token as string;
    const launched = await launch(token);
    expect(launched.json()).toMatchObject({ code: 'SELF_EXCLUDED', data: { lift: 'required' } });
    expect((await call(t.app, 'protection/lift-request', undefined, { token })).statusCode).toBe(200);
  });

  it('rule 38: a closed account still refuses login (the session-time limit too: session.test.ts, rule 18)', async () => {
    const p = await player(t);
    await call(t.app, 'customer/close', { reason: 'other' }, { token: p.token });
    const res = await logIn(t.app, p.username);
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('ACCOUNT_CLOSED');
  });
});
