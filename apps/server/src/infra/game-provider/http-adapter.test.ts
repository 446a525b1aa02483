import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GameProviderError, type LaunchRequest } from './adapter.ts';
import { createHttpAdapter } from './http-adapter.ts';

const REQ: LaunchRequest = {
  token: 'tok',
  user: '12345678',
  currency: 'TRY',
  gameCode: 'sg15_aviator',
  productId: 0,
  system: '',
  language: 'tr',
  platform: 'mobile',
  lobbyUrl: 'http://localhost:3000/casino/games',
};

describe('the HTTP launch adapter', () => {
  const seen: { url: string; body: unknown }[] = [];
  let answer: (url: string) => { status: number; body: unknown } | null = () => null;
  let server: http.Server;
  let base = '';
  beforeAll(async () => {
    server = http.createServer((req, res) => {
      let raw = '';
      req.on('data', (c: Buffer) => (raw += c.toString()));
      req.on('end', () => {
        seen.push({ url: req.url!, body: JSON.parse(raw) });
        const a = answer(req.url!);
        if (!a) return; // never answers: the timeout case
        res.writeHead(a.status, { 'content-type': 'application/json' }).end(JSON.stringify(a.body));
      });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => {
    server.closeAllConnections();
    server.close();
  });

  it("asks for a URL with Hub88's game/url body", async () => {
    answer = () => ({ status: 200, body: { url: `${base}/play?token=tok` } });
    const adapter = createHttpAdapter({ launcher: 'egt', base: () => base });
    expect(await adapter.launch(REQ)).toEqual({ kind: 'url', url: `${base}/play?token=tok` });
    expect(seen.at(-1)).toEqual({
      url: '/operator/generic/v2/game/url',
      body: {
        user: '12345678',
        token: 'tok',
        game_code: 'sg15_aviator',
        currency: 'TRY',
        lang: 'tr',
        platform: 'GPL_MOBILE',
        lobby_url: 'http://localhost:3000/casino/games',
        launcher: 'egt',
        product_id: 0,
        system: '',
      },
    });
  });

  it('asks SoftGamings for an HTML snippet', async () => {
    answer = () => ({ status: 200, body: { html: '<script>go()</script>' } });
    const adapter = createHttpAdapter({ launcher: 'softgamings', base: () => base });
    const res = await adapter.launch({ ...REQ, system: '920', platform: 'desktop' });
    expect(res).toEqual({ kind: 'html', html: '<script>go()</script>' });
    expect(seen.at(-1)).toEqual({
      url: '/softgamings/launch',
      body: {
        user: '12345678',
        token: 'tok',
        game_code: 'sg15_aviator',
        currency: 'TRY',
        lang: 'tr',
        system: '920',
        page_code: 'sg15_aviator',
        is_mobile: 0,
      },
    });
  });

  it('fails as GameProviderError on errors, nonsense and silence', async () => {
    const adapter = createHttpAdapter({ launcher: 'dt', base: () => base, timeoutMs: 200 });
    answer = () => ({ status: 500, body: {} });
    await expect(adapter.launch(REQ)).rejects.toBeInstanceOf(GameProviderError);
    answer = () => ({ status: 200, body: { url: 'javascript:alert(1)' } });
    await expect(adapter.launch(REQ)).rejects.toBeInstanceOf(GameProviderError);
    answer = () => null;
    await expect(adapter.launch(REQ)).rejects.toBeInstanceOf(GameProviderError);
    const closed = createHttpAdapter({ launcher: 'dt', base: () => 'http://127.0.0.1:1' });
    await expect(closed.launch(REQ)).rejects.toBeInstanceOf(GameProviderError);
  });
});
