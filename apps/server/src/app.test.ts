import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp, testDatabases } from './test/harness.ts';

describe.each(testDatabases())('HTTP surface on %s', (kind) => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'dist-'));
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
    fs.writeFileSync(path.join(dist, 'assets', 'app-abc123.js'), 'console.log(1)');
    t = await createTestApp(kind, { config: { webDistDir: dist } });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  const postRaw = (url: string, payload: string, headers: Record<string, string>) =>
    t.app.inject({ method: 'POST', url, payload, headers });

  it('answers malformed JSON with a localized 400, not a crash', async () => {
    const res = await postRaw('/api/callcenter/request', '{"name": ', {
      'content-type': 'application/json',
      'x-locale': 'tr',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      success: false,
      code: 'MALFORMED_JSON',
      data: null,
      message: 'İstek gövdesi geçerli bir JSON değil.',
    });
  });

  it('rejects non-JSON bodies with 415', async () => {
    const res = await postRaw('/api/callcenter/request', 'name=x', {
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({ success: false, code: 'UNSUPPORTED_MEDIA_TYPE' });
  });

  it('rejects bodies over 64 KiB with 413', async () => {
    const big = JSON.stringify({ name: 'x'.repeat(70_000) });
    const res = await postRaw('/api/callcenter/request', big, { 'content-type': 'application/json' });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({
      success: false,
      code: 'PAYLOAD_TOO_LARGE',
      message: 'The request is too large.',
    });
  });

  it('rejects wrong types with field errors in the default language (en)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/callcenter/request',
      payload: { name: 42, phone: [], preferredTime: null },
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.errors).toHaveLength(3);
    expect(body.message).toBe('This value is not valid.');
    expect(body.errors.find((e: { path: string }) => e.path === 'body.preferredTime').message).toBe(
      'This field is required.',
    );
  });

  it('answers unknown API routes with an envelope 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nope', headers: { 'x-locale': 'en' } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({
      success: false,
      code: 'ROUTE_NOT_FOUND',
      message: 'This API address does not exist.',
    });
  });

  it('sets strict security headers and a request id', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['strict-transport-security']).toBeUndefined();
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('reports health and readiness', async () => {
    expect((await t.app.inject({ url: '/healthz' })).json()).toEqual({ status: 'ok' });
    const ready = await t.app.inject({ url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready', checks: { database: 'ok' } });
  });

  it('serves the SPA with history fallback and immutable hashed assets', async () => {
    const page = await t.app.inject({ url: '/casino/slot' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['cache-control']).toBe('no-cache');
    const asset = await t.app.inject({ url: '/assets/app-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await t.app.inject({ url: '/assets/missing.js' })).statusCode).toBe(404);
  });
});

describe('server errors', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', {
      config: { publicUrl: 'https://example.test' },
    });
  });
  afterAll(() => t?.close());

  it('sends HSTS when the public URL is https', async () => {
    const res = await t.app.inject({ url: '/healthz' });
    expect(res.headers['strict-transport-security']).toContain('max-age=31536000');
  });

  it('trusts no outside origin for scripts when no chat origin is configured', async () => {
    const csp = String((await t.app.inject({ url: '/healthz' })).headers['content-security-policy']);
    expect(csp).toMatch(/script-src 'self';/);
    expect(csp).toMatch(/connect-src 'self';/);
  });
});

describe('live-chat origin in the CSP (ADR 007)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', { config: { chatScriptOrigin: 'https://chat.example.com' } });
  });
  afterAll(() => t?.close());

  it('adds CHAT_SCRIPT_ORIGIN to script, connect, frame, image and style sources only', async () => {
    const csp = String((await t.app.inject({ url: '/healthz' })).headers['content-security-policy']);
    const directive = (name: string) => csp.split(';').find((d) => d.trim().startsWith(`${name} `)) ?? '';
    for (const name of ['script-src', 'connect-src', 'frame-src', 'img-src', 'style-src'])
      expect(directive(name), name).toContain('https://chat.example.com');
    for (const name of ['default-src', 'font-src', 'media-src', 'object-src', 'frame-ancestors'])
      expect(directive(name), name).not.toContain('chat.example.com');
  });
});

describe('unexpected failures', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', {
      beforeReady: (app) =>
        app.get('/api/boom', async () => {
          throw new Error('connection to 10.1.2.3 failed: password authentication failed for user admin');
        }),
    });
  });
  afterAll(() => t.close());

  it('turns a thrown error into a generic localized 500 that leaks nothing', async () => {
    const res = await t.app.inject({ url: '/api/boom', headers: { 'x-locale': 'tr' } });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      success: false,
      code: 'INTERNAL_ERROR',
      data: null,
      message: 'Bizim tarafımızda bir sorun oluştu. Lütfen tekrar deneyin.',
    });
    expect(res.body).not.toMatch(/password|10\.1\.2\.3|stack/);
  });
});
