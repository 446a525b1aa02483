import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createHttpAdapter } from '../../infra/game-provider/http-adapter.ts';
import { GAME_PROVIDER_KEY_FILES } from '../../lib/hub88/signature.ts';
import { loadGameSimulatorEnv } from './main.ts';
import { startGameSimulator } from './simulator.ts';
import { STUB_KIT, testGames } from './test-kit.ts';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lalebet-gamesim-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

describe('the standalone game-provider simulator', () => {
  it('reads its environment with defaults and names what is wrong', () => {
    expect(loadGameSimulatorEnv({})).toMatchObject({
      PORT: 3001,
      HOST: '127.0.0.1',
      WALLET_URL: 'http://127.0.0.1:3000/api/provider/hub88',
      DATA_DIR: './data',
    });
    expect(() => loadGameSimulatorEnv({ PORT: 'x', WALLET_URL: 'not a url' })).toThrow(
      /PORT[\s\S]*WALLET_URL/,
    );
  });

  it('listens on its own port, creates its key pair, and answers the operator adapters', async () => {
    const sim = await startGameSimulator({
      port: 0,
      host: '127.0.0.1',
      walletUrl: 'http://127.0.0.1:9/api/provider/hub88',
      dataDir,
      games: STUB_KIT,
    });
    try {
      expect(sim.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      const port = new URL(sim.url).port;
      expect(fs.existsSync(path.join(dataDir, 'keys', GAME_PROVIDER_KEY_FILES.private))).toBe(true);
      expect(fs.existsSync(path.join(dataDir, 'keys', GAME_PROVIDER_KEY_FILES.public))).toBe(true);

      const { slot } = testGames();
      const request = {
        token: 'adapter-contract-token-0123456789',
        user: 'u-2002',
        currency: 'TRY',
        gameCode: slot.code,
        productId: 0,
        system: '',
        language: 'tr' as const,
        platform: 'desktop' as const,
        lobbyUrl: 'http://localhost:3000/casino/slot',
      };
      const byUrl = await createHttpAdapter({ launcher: 'hub88', base: () => sim.url }).launch(request);
      expect(byUrl).toEqual({
        kind: 'url',
        url: `http://localhost:${port}/play/${slot.code}?token=${request.token}&lang=tr&lobby=${encodeURIComponent(request.lobbyUrl)}`,
      });
      const byHtml = await createHttpAdapter({ launcher: 'softgamings', base: () => sim.url }).launch(
        request,
      );
      expect(byHtml.kind).toBe('html');

      // The wallet is unreachable here: the page says so instead of failing.
      const page = await fetch(`${sim.url}/play/${slot.code}?token=${request.token}&lang=en`);
      expect(page.status).toBe(503);
      expect(page.headers.get('content-security-policy')).not.toContain('frame-ancestors');
      expect((await fetch(`${sim.url}/play/${slot.code}?token=${request.token}&lang=en`)).status).toBe(503);
    } finally {
      await sim.close();
    }
  }, 20_000);
});
