import { afterEach, describe, expect, it } from 'vitest';
import { RS } from '../../lib/hub88/protocol.ts';
import { createFakeWallet } from './fake-wallet.ts';
import { type GameSimulator, createGameSimulator } from './simulator.ts';
import { STUB_KIT, mulberry32, seededRng, testGames, testKeys } from './test-kit.ts';

const TOKEN = 'launch-token-0123456789abcdef';
const { slot, blackjack } = testGames();
let sim: GameSimulator;
afterEach(() => sim?.close());

async function setup(walletOpts: Parameters<typeof createFakeWallet>[0] = {}) {
  const fake = createFakeWallet({ tokens: [TOKEN], ...walletOpts });
  sim = await createGameSimulator({
    walletUrl: () => 'http://wallet.invalid',
    keys: testKeys(),
    publicBase: () => 'http://games.test:3001',
    transport: fake.transport,
    rng: seededRng(mulberry32(7)),
    policy: { sleep: async () => {} },
    games: STUB_KIT,
  });
  const post = (url: string, payload: object) => sim.app.inject({ method: 'POST', url, payload });
  const launch = (code: string, lang: 'tr' | 'en' = 'en', token = TOKEN) =>
    post('/operator/generic/v2/game/url', {
      user: 'u-1001',
      token,
      game_code: code,
      currency: 'TRY',
      lang,
      platform: 'GPL_MOBILE',
      lobby_url: 'http://site.test/casino/slot',
      launcher: 'hub88',
      product_id: 0,
    });
  return { fake, post, launch };
}

describe('launch API', () => {
  it('answers the play URL with the token, language and lobby', async () => {
    const { launch } = await setup();
    const res = await launch(slot.code);
    expect(res.statusCode).toBe(200);
    const url = new URL(res.json<{ url: string }>().url);
    expect(url.origin + url.pathname).toBe(`http://games.test:3001/play/${slot.code}`);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      token: TOKEN,
      lang: 'en',
      lobby: 'http://site.test/casino/slot',
    });
  });

  it('refuses an unknown game with 404 and a malformed body with 400', async () => {
    const { launch, post } = await setup();
    expect((await launch('no_such_game')).statusCode).toBe(404);
    expect((await launch('no_such_game')).json()).toHaveProperty('error');
    expect((await post('/operator/generic/v2/game/url', { user: 'u' })).statusCode).toBe(400);
  });

  it('answers SoftGamings a snippet that frames the play URL', async () => {
    const { post } = await setup();
    const res = await post('/softgamings/launch', {
      user: 'u-1001',
      token: TOKEN,
      game_code: slot.code,
      currency: 'TRY',
      lang: 'tr',
      system: '900',
      page_code: slot.code,
      is_mobile: 1,
    });
    const { html } = res.json<{ html: string }>();
    expect(html).toMatch(/^<div id="sim-game"><\/div>\s*<script>/);
    expect(html).toContain(`"http://games.test:3001/play/${slot.code}?token=${TOKEN}&lang=tr"`);
    expect(html).toContain("createElement('iframe')");
  });
});

describe('the play page', () => {
  it('opens once with a strict per-response CSP, then answers 410', async () => {
    const { launch } = await setup();
    const url = new URL((await launch(slot.code, 'tr')).json<{ url: string }>().url);
    const first = await sim.app.inject({ url: url.pathname + url.search });
    expect(first.statusCode).toBe(200);
    const csp = String(first.headers['content-security-policy']);
    const nonce = /script-src 'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    expect(csp).toContain(`style-src 'nonce-${nonce}'`);
    expect(csp).toContain("connect-src 'self'");
    expect(csp).toContain("img-src 'self' data:");
    expect(csp).not.toContain('frame-ancestors');
    expect(csp).not.toContain('unsafe-inline');
    expect(first.body).toContain(`<script nonce="${nonce}">`);
    expect(first.body).toContain('data-balance="100000"');

    const second = await sim.app.inject({ url: url.pathname + url.search });
    expect(second.statusCode).toBe(410);
    expect(second.body).toContain('Bu oyun bağlantısı zaten kullanıldı');
    expect(second.headers['content-security-policy']).not.toContain(nonce);
    const en = await sim.app.inject({ url: `${url.pathname}?token=${TOKEN}&lang=en` });
    expect(en.body).toContain('This game link has already been used');
  });

  it('shows an error page for an unknown token or one the wallet refuses', async () => {
    const { launch } = await setup();
    expect((await sim.app.inject({ url: `/play/${slot.code}?token=nope&lang=en` })).statusCode).toBe(401);
    await launch(slot.code, 'en', 'launch-token-the-wallet-does-not-know');
    const res = await sim.app.inject({
      url: `/play/${slot.code}?token=launch-token-the-wallet-does-not-know&lang=en`,
    });
    expect(res.statusCode).toBe(401);
    expect(res.body).toContain('invalid or has expired');
  });
});

describe('game rounds', () => {
  it('debits the stake before revealing and settles with a win that closes the round', async () => {
    const { fake, launch, post } = await setup();
    await launch(slot.code);
    const res = await post('/api/round', { token: TOKEN, code: slot.code, input: { stake: 250 } });
    expect(res.statusCode).toBe(200);
    const body = res.json<{ round: string; stake: number; win: number; done: boolean; balance: number }>();
    expect(body).toMatchObject({ stake: 250, done: true });
    expect(body.balance).toBe(100_000 - 250 + body.win);
    expect(fake.calls.map((c) => c.path)).toEqual(['/transaction/bet', '/transaction/win']);
    expect(fake.calls[1]!.body).toMatchObject({
      round: body.round,
      round_closed: true,
      amount: body.win * 1000,
    });
  });

  it('raises the stake in the same round with another bet, and refuses what the wallet refuses', async () => {
    const { fake, launch, post } = await setup();
    await launch(blackjack.code, 'tr');
    const start = await post('/api/round', { token: TOKEN, code: blackjack.code, input: { stake: 400 } });
    const { round, done } = start.json<{ round: string; done: boolean }>();
    expect(done).toBe(false);
    expect((await post(`/api/round/${round}/act`, { token: TOKEN, action: 'fold?' })).statusCode).toBe(400);
    fake.setFault((c) => (c.path.endsWith('/bet') ? { rs: RS.NOT_ENOUGH_MONEY } : 'none'));
    const broke = await post(`/api/round/${round}/act`, { token: TOKEN, action: 'double' });
    expect(broke.statusCode).toBe(409);
    expect(broke.json()).toEqual({ error: 'insufficient_funds', message: 'Yetersiz bakiye' });
    fake.setFault(() => 'none');
    const doubled = await post(`/api/round/${round}/act`, { token: TOKEN, action: 'double' });
    expect(doubled.json()).toMatchObject({ round, stake: 800, done: true });
    const bets = fake.calls.filter((c) => c.path.endsWith('/bet') && c.body.round === round);
    expect(bets.map((b) => b.body.amount)).toEqual([400_000, 400_000, 400_000]);
    const win = fake.calls.find((c) => c.path.endsWith('/win'))!;
    expect(win.body.reference_transaction_uuid).toBe(bets[2]!.body.transaction_uuid);
    expect((await post(`/api/round/${round}/act`, { token: TOKEN, action: 'hit' })).statusCode).toBe(404);
  });

  it('shows nothing of a round whose bet stayed unknown', async () => {
    const { fake, launch, post } = await setup();
    await launch(slot.code);
    fake.setFault((c) => (c.path.endsWith('/bet') ? 'lost' : 'none'));
    const res = await post('/api/round', { token: TOKEN, code: slot.code, input: { stake: 100 } });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ error: 'wallet_unavailable', message: expect.stringContaining('wallet') });
    expect(res.json()).not.toHaveProperty('view');
    expect(sim.stats.wallet.rollbacksOk).toBe(1);
  });

  it('refuses a token it never launched, a wrong game and a bad stake', async () => {
    const { launch, post } = await setup();
    expect((await post('/api/round', { token: 'x', code: slot.code, input: { stake: 1 } })).statusCode).toBe(
      401,
    );
    await launch(slot.code);
    expect(
      (await post('/api/round', { token: TOKEN, code: blackjack.code, input: { stake: 1 } })).statusCode,
    ).toBe(401);
    expect(
      (await post('/api/round', { token: TOKEN, code: slot.code, input: { stake: -5 } })).json(),
    ).toMatchObject({
      error: 'invalid_bet',
    });
  });

  it('reads the balance from the wallet', async () => {
    const { launch } = await setup({ balanceUnits: 12_345_000 });
    await launch(slot.code);
    const res = await sim.app.inject({ url: `/api/balance?token=${TOKEN}` });
    expect(res.json()).toEqual({ balance: 12_345, currency: 'TRY' });
  });
});
