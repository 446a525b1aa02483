import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness.ts';

const CHAT = 'https://chat.example';

/** docs/decisions/049-production-safety-ii.md: the back office gets its own CSP, and with ADMIN_PUBLIC_URL its own origin. */
describe('the back office origin and CSP', () => {
  let shared: TestApp;
  let split: TestApp;
  beforeAll(async () => {
    shared = await createTestApp('pglite', { config: { chatScriptOrigin: CHAT } });
    split = await createTestApp('pglite', {
      config: { chatScriptOrigin: CHAT, adminPublicUrl: 'https://admin.lalebet.example' },
    });
  });
  afterAll(async () => {
    await shared.close();
    await split.close();
  });

  it('serves /admin with a CSP without the chat or game origins that nobody may frame', async () => {
    for (const url of ['/admin/', '/admin', '/api/admin/auth/me', '/hub/staff/negotiate']) {
      const res = await shared.app.inject({ method: 'GET', url });
      const csp = String(res.headers['content-security-policy']);
      expect(csp, url).toContain("frame-ancestors 'none'");
      // A JSON answer's policy allows nothing at all (default-src covers frames).
      expect(csp, url).toMatch(url.startsWith('/api/') ? /default-src 'none'/ : /frame-src 'none'/);
      expect(csp, url).not.toContain(CHAT);
      expect(res.headers['x-frame-options'], url).toBe('DENY');
    }
    const player = await shared.app.inject({ method: 'GET', url: '/' });
    expect(String(player.headers['content-security-policy'])).toContain(CHAT);
    expect(String(player.headers['content-security-policy'])).toContain("frame-ancestors 'self'");
  });

  it('answers the back office only on ADMIN_PUBLIC_URL when it is set', async () => {
    const onSite = await split.app.inject({
      method: 'GET',
      url: '/api/admin/auth/me',
      headers: { host: 'lalebet.example' },
    });
    expect(onSite.statusCode).toBe(404);
    expect(onSite.json()).toMatchObject({ success: false, code: 'ROUTE_NOT_FOUND' });
    const onAdmin = await split.app.inject({
      method: 'GET',
      url: '/api/admin/auth/me',
      headers: { host: 'admin.lalebet.example' },
    });
    expect(onAdmin.statusCode).not.toBe(404);
    // The player site is untouched on its own host.
    expect(
      (await split.app.inject({ method: 'GET', url: '/healthz', headers: { host: 'lalebet.example' } }))
        .statusCode,
    ).toBe(200);
  });
});
