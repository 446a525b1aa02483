import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { createTestApp } from './test/harness.ts';

const run = promisify(execFile);
const CHILD = path.join(import.meta.dirname, 'test/loaded-modules.ts');

/** The files of apps/server/src that building the app in `mode` loads (in a fresh process). */
async function loadedFiles(mode: 'production' | 'development'): Promise<string[]> {
  const { stdout } = await run(process.execPath, [CHILD, mode], { timeout: 90_000 });
  return JSON.parse(stdout.trim().split('\n').at(-1)!) as string[];
}

const DEV_ONLY = /^(simulators\/|db\/seed\/|modules\/messaging\/messaging\.routes\.ts$)/;

describe('production mode', () => {
  it('never loads a simulator, the demo seed or the dev outbox routes', { timeout: 120_000 }, async () => {
    const [production, development] = await Promise.all([
      loadedFiles('production'),
      loadedFiles('development'),
    ]);
    // The hook does see them when they load: outside production both simulators are imported.
    expect(development).toContain('simulators/payment-gateway/simulator.ts');
    expect(development).toContain('simulators/kyc/simulator.ts');
    expect(development).toContain('modules/messaging/messaging.routes.ts');
    expect(production).toContain('app.ts');
    expect(production.filter((f) => DEV_ONLY.test(f))).toEqual([]);
  });

  it('answers 404 for the dev outbox and the gateway simulator', async () => {
    const t = await createTestApp('pglite', { config: { env: 'production' } });
    try {
      for (const url of ['/api/dev/outbox', '/sim/gateway/api/payments', '/sim/kyc/api/applicants']) {
        const res = await t.app.inject({ method: url.startsWith('/sim') ? 'POST' : 'GET', url });
        expect(res.statusCode, url).toBe(404);
      }
      expect(t.app.gatewaySimulator).toBeNull();
      expect(t.app.kycSimulator).toBeNull();
      expect(t.app.casino.catalogueArt).toBeNull();
    } finally {
      await t.close();
    }
  });
});
