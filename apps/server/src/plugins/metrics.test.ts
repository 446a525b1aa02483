import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memoryTransport } from '../infra/feed/memory-transport.ts';
import { trackJob } from '../infra/metrics/jobs.ts';
import { sportsbookBetsRoutes } from '../modules/sportsbook/bets/api/plugin.ts';
import { FakeCatalogue, RecordingNotifier, sel, single } from '../modules/sportsbook/bets/place/test-kit.ts';
import { sportsbookFeedPlugin } from '../modules/sportsbook/feed/feed.plugin.ts';
import { envelope, fixture, recordingSink, x12 } from '../modules/sportsbook/feed/test-kit.ts';
import { call, signUp, uniqueName } from '../test/accounts.ts';
import { customerIdOf } from '../test/customers.ts';
import { type TestApp, createTestApp, testDatabases } from '../test/harness.ts';
import { fund } from '../test/ledger.ts';
import { betRequest, callWallet, createPlayer, ensureTestGames, walletKeys } from '../test/wallet.ts';

const TOKEN = 'metrics-test-token-0123456789';

/** The value of the first sample of `name` whose labels include every one of `labels`. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of text.split('\n')) {
    const m = /^([a-z_:]+)(\{(.*)\})? (\S+)$/.exec(line);
    if (!m || m[1] !== name) continue;
    const has = Object.entries(labels).every(([k, v]) => (m[3] ?? '').includes(`${k}="${v}"`));
    if (has) return Number(m[4]);
  }
  return undefined;
}

describe.each(testDatabases())('GET /metrics (ADR 048) on %s', (kind) => {
  let t: TestApp;
  const catalogue = new FakeCatalogue();
  const feed = memoryTransport(() => {});
  beforeAll(async () => {
    t = await createTestApp(kind, {
      sportsbook: false,
      gameProviderPublicKey: walletKeys().publicKey,
      config: { metricsToken: TOKEN },
      beforeReady: (app) => {
        // The sportsbook's parts as its own tests compose them: bets on a fake catalogue, and
        // the feed adapter on an in-process transport with a recording settlement sink.
        void app.register(sportsbookBetsRoutes({ catalogue, notifier: new RecordingNotifier() }), {
          prefix: '/api',
        });
        void app.register(sportsbookFeedPlugin, {
          transport: feed,
          recovery: { requestRecovery: async () => {} },
          sink: recordingSink().sink,
        });
      },
    });
    await ensureTestGames(t.db);
  }, 180_000);
  afterAll(() => t?.close());

  const scrape = (authorization?: string) =>
    t.app.inject({ url: '/metrics', headers: authorization ? { authorization } : {} });

  it('answers 401 with the error envelope without the token, with a wrong one, or another scheme', async () => {
    for (const auth of [undefined, 'Bearer wrong-token', `Bearer ${TOKEN}x`, `Basic ${TOKEN}`]) {
      const res = await scrape(auth);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ success: false, code: 'UNAUTHORIZED' });
      expect(res.body).not.toContain('lalebet_');
    }
  });

  it('shows every series after a bet, a wallet call, login refusals, feed messages and job runs', async () => {
    // Counters are per process and the file runs once per database: compare with a scrape first.
    const before = (await scrape(`Bearer ${TOKEN}`)).body;
    // A bet placed and one refused.
    const who = await signUp(t.app);
    await fund(t.db, await customerIdOf(t.db, who.username as string), 100_000n);
    catalogue.add('e-metrics');
    expect((await call(t.app, 'sportsbook/bets', single('e-metrics'), { token: who.token })).statusCode).toBe(
      200,
    );
    const refused = await call(
      t.app,
      'sportsbook/bets',
      { ...single('e-none'), selections: [sel('e-none')] },
      { token: who.token },
    );
    expect(refused.json().code).toBe('MARKET_NOT_FOUND');

    // Seamless-wallet calls: one debit, one refused for want of money, one badly signed.
    const p = await createPlayer(t.db, { balance: 50_000n });
    expect((await callWallet(t.app, '/transaction/bet', betRequest(p))).json().status).toBe('RS_OK');
    const poor = await callWallet(t.app, '/transaction/bet', betRequest(p, { amount: 10 ** 12 }));
    expect(poor.json().status).toBe('RS_ERROR_NOT_ENOUGH_MONEY');
    await callWallet(t.app, '/transaction/win', betRequest(p), { sign: 'bad' });

    // Wrong logins from one address until the per-address limit refuses with 429.
    let limited = 0;
    for (let i = 0; i < 80 && !limited; i++) {
      const body = { username: uniqueName('m'), password: 'wrong-pass-1' };
      const res = await call(t.app, 'auth/login', body, { ip: '203.0.113.50' });
      if (res.statusCode === 429) limited = i;
      else expect(res.statusCode).toBe(400);
    }
    expect(limited).toBeGreaterThan(0);

    // The feed: odds two seconds late, then a settlement of that line.
    await feed.publish(fixture('sr:match:77'));
    // Half a second of slack: the sums are float differences against the earlier scrape.
    const late = Date.now() - 2_500;
    await feed.publish(
      envelope('odds_change', { markets: [x12([1800, 3500, 4000])] }, { event: 'sr:match:77', ts: late }),
    );
    const outcomes = [{ id: '1', result: 1 as const }];
    await feed.publish(
      envelope(
        'bet_settlement',
        { certainty: 2, markets: [{ id: 1, specifiers: '', outcomes }] },
        { event: 'sr:match:77', ts: late },
      ),
    );

    // A job round that works and one that fails.
    await trackJob('bonus-expiry', () => t.app.bonuses.expire());
    await expect(trackJob('risk-scan', () => Promise.reject(new Error('down')))).rejects.toThrow('down');

    const res = await scrape(`Bearer ${TOKEN}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain; version=0.0.4');
    const text = res.body;
    const added = (name: string, labels: Record<string, string> = {}) =>
      (sample(text, name, labels) ?? 0) - (sample(before, name, labels) ?? 0);

    const login = { route: '/api/auth/login', method: 'POST', status_class: '4xx' };
    expect(added('lalebet_http_request_duration_seconds_count', login)).toBeGreaterThanOrEqual(limited);
    expect(added('lalebet_http_request_duration_seconds_bucket', { ...login, le: '+Inf' })).toBeGreaterThan(
      0,
    );
    expect(added('lalebet_sportsbook_bets_placed_total', { kind: 'single' })).toBe(1);
    expect(added('lalebet_sportsbook_bet_refusals_total', { code: 'MARKET_NOT_FOUND' })).toBe(1);
    expect(added('lalebet_wallet_calls_total', { call: 'bet' })).toBe(2);
    expect(added('lalebet_wallet_calls_total', { call: 'win' })).toBe(1);
    expect(added('lalebet_wallet_refusals_total', { call: 'bet', code: 'RS_ERROR_NOT_ENOUGH_MONEY' })).toBe(
      1,
    );
    expect(added('lalebet_wallet_refusals_total', { call: 'win', code: 'RS_ERROR_INVALID_SIGNATURE' })).toBe(
      1,
    );
    // The test's funding, the sportsbook stake and the wallet debit.
    expect(added('lalebet_ledger_postings_total', { phase: 'posted' })).toBeGreaterThanOrEqual(3);
    expect(added('lalebet_rate_limit_refusals_total', { route: '/api/auth/login' })).toBe(1);
    expect(sample(text, 'lalebet_feed_alive_age_seconds', { producer: '1' })).toBeGreaterThanOrEqual(0);
    expect(sample(text, 'lalebet_feed_alive_age_seconds', { producer: '3' })).toBeGreaterThanOrEqual(0);
    expect(added('lalebet_feed_odds_lag_seconds_sum', { producer: '3' })).toBeGreaterThanOrEqual(2);
    expect(added('lalebet_settlement_lag_seconds_count')).toBe(1);
    expect(added('lalebet_settlement_lag_seconds_sum')).toBeGreaterThanOrEqual(2);
    expect(sample(text, 'lalebet_settlement_queue_depth')).toBe(0);
    expect(sample(text, 'lalebet_settlement_oldest_pending_seconds')).toBe(0);
    expect(sample(text, 'lalebet_hub_connections', { kind: 'player' })).toBe(0);
    expect(added('lalebet_job_runs_total', { job: 'bonus-expiry' })).toBe(1);
    expect(added('lalebet_job_failures_total', { job: 'risk-scan' })).toBe(1);
    expect(sample(text, 'lalebet_job_failures_total', { job: 'bonus-expiry' })).toBeUndefined();
    // Node's own, from prom-client's defaults.
    expect(sample(text, 'process_cpu_user_seconds_total')).toBeGreaterThan(0);
    expect(sample(text, 'nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0);
    // Route patterns, never URLs: the bet's id never becomes a label.
    expect(text).not.toContain('e-metrics');
  });
});
