import { generateKeyPairSync } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { GAME_PROVIDER_KEY_FILES, loadOrCreateSimulatorKeys, signBody } from '../../lib/hub88/signature.ts';
import { HUB88_PATHS, HUB88_SIGNATURE_HEADER, RS } from '../../lib/hub88/protocol.ts';
import { createTestApp } from '../../test/harness.ts';
import { trustedKeySource } from './game-wallet.plugin.ts';

describe('the key the wallet trusts', () => {
  let dir: string;
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wallet-keys-'));
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
  const config = (over: Record<string, string> = {}) =>
    loadConfig({ NODE_ENV: 'test', DATA_DIR: dir, ...over });

  it('is the configured aggregator key when GAME_PROVIDER_PUBLIC_KEY_FILE is set', () => {
    const pair = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const file = path.join(dir, 'aggregator.pem');
    fs.writeFileSync(file, pair.publicKey.export({ type: 'spki', format: 'pem' }));
    const key = trustedKeySource(config({ GAME_PROVIDER_PUBLIC_KEY_FILE: file }))();
    expect(key.equals(pair.publicKey)).toBe(true);
  });

  it('refuses to start on an unreadable key file', () => {
    expect(() =>
      trustedKeySource(config({ GAME_PROVIDER_PUBLIC_KEY_FILE: path.join(dir, 'none.pem') })),
    ).toThrow();
  });

  it('is never the simulator key in production: every call fails', () => {
    const source = trustedKeySource({ ...config(), env: 'production' });
    expect(() => source()).toThrow(/GAME_PROVIDER_PUBLIC_KEY_FILE/);
    expect(fs.existsSync(path.join(dir, 'keys'))).toBe(false);
  });

  it('is otherwise the simulator key in DATA_DIR/keys, created on the first call only', () => {
    const source = trustedKeySource(config());
    const pub = path.join(dir, 'keys', GAME_PROVIDER_KEY_FILES.public);
    expect(fs.existsSync(pub)).toBe(false);
    const key = source();
    expect(fs.existsSync(pub)).toBe(true);
    expect(key.equals(loadOrCreateSimulatorKeys(dir).publicKey)).toBe(true);
  });

  it('lets the simulator, signing with its key file, call the app', async () => {
    const t = await createTestApp('pglite', { config: { dataDir: dir } });
    try {
      const body = JSON.stringify({ user: 'nobody00', request_uuid: 'sim-1' });
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/provider/hub88${HUB88_PATHS.userInfo}`,
        payload: body,
        headers: {
          'content-type': 'application/json',
          [HUB88_SIGNATURE_HEADER]: signBody(body, loadOrCreateSimulatorKeys(dir).privateKey),
        },
      });
      expect(res.json()).toEqual({ status: RS.INVALID_TOKEN, request_uuid: 'sim-1', user: 'nobody00' });
    } finally {
      await t.close();
    }
  });
});
