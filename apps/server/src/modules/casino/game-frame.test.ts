import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { type TestApp, createTestApp } from '../../test/harness.ts';

describe('GET /game-frame and the game origins in the CSP', () => {
  let t: TestApp;
  beforeAll(async () => {
    const base = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' });
    t = await createTestApp('pglite', {
      config: {
        casino: { ...base.casino, simulatorPort: 3456, frameOrigins: ['https://games.example.com'] },
      },
    });
  });
  afterAll(() => t.close());

  it('serves the snippet host with its own CSP: inline script and the game origins only', async () => {
    const res = await t.app.inject({ url: '/game-frame' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'none'");
    // Sandboxed by its own header, not only by the embedder's iframe attribute.
    expect(csp.split(';').map((d) => d.trim())).toContain('sandbox allow-scripts');
    expect(csp).toMatch(
      /script-src 'unsafe-inline' https:\/\/games\.example\.com http:\/\/localhost:3456 http:\/\/127\.0\.0\.1:3456/,
    );
    expect(csp).toMatch(/frame-src https:\/\/games\.example\.com/);
    expect(csp).not.toContain("'self'; ");
    expect(csp).not.toMatch(/connect-src[^;]*'self'/);
    expect(res.body).toContain("d.type !== 'lalebet:snippet'");
    expect(res.body).toContain('e.source !== window.parent');
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it("lets the site's pages frame the game origins, and nothing else outside", async () => {
    const res = await t.app.inject({ url: '/healthz' });
    const frameSrc = String(res.headers['content-security-policy'])
      .split(';')
      .find((d) => d.startsWith('frame-src'));
    expect(frameSrc).toBe(
      "frame-src 'self' https://games.example.com http://localhost:3456 http://127.0.0.1:3456",
    );
    expect(String(res.headers['content-security-policy'])).toContain("script-src 'self';");
  });
});
