import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '../test/harness.ts';
import { adminContentSecurityPolicy, contentSecurityPolicy } from './security.ts';

/** Security headers and the CSP report endpoint (plugins/security.ts). */
describe('CSP, HSTS and violation reports', () => {
  let t: TestApp;
  const logs: string[] = [];
  beforeAll(async () => {
    const logStream = new PassThrough();
    logStream.on('data', (line: Buffer) => logs.push(String(line)));
    t = await createTestApp('pglite', { config: { publicUrl: 'https://lalebet.example' }, logStream });
  });
  afterAll(() => t?.close());

  const report = (type: string, body: unknown, ip = '203.0.113.10') =>
    t.app.inject({
      method: 'POST',
      url: '/api/csp-report',
      headers: { 'content-type': type },
      payload: typeof body === 'string' ? body : JSON.stringify(body),
      remoteAddress: ip,
    });
  const violationLines = () =>
    logs.filter((l) => l.includes('"csp_violation"')).map((l) => JSON.parse(l) as Record<string, unknown>);

  it('forbids <base>, names its report endpoints and sends HSTS with subdomains on https', async () => {
    const res = await t.app.inject({ url: '/healthz' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain('report-uri /api/csp-report');
    expect(csp).toContain('report-to csp-endpoint');
    expect(res.headers['reporting-endpoints']).toBe('csp-endpoint="/api/csp-report"');
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });

  it('gives a JSON answer the short API set: nothing may load or frame it, no document-only headers', async () => {
    for (const url of ['/api/cms/siteoptionlist', '/api/admin/auth/me', '/api/nope']) {
      const res = await t.app.inject({ method: 'POST', url, payload: {} });
      expect(res.headers['content-type'], url).toContain('application/json');
      expect(res.headers['content-security-policy'], url).toBe("default-src 'none';frame-ancestors 'none'");
      expect(res.headers['x-frame-options'], url).toBe('DENY');
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['cross-origin-resource-policy'], url).toBe('same-origin');
      expect(res.headers['referrer-policy'], url).toBe('no-referrer');
      expect(res.headers['strict-transport-security'], url).toBe('max-age=31536000; includeSubDomains');
      for (const documentOnly of ['reporting-endpoints', 'cross-origin-opener-policy', 'x-xss-protection']) {
        expect(res.headers[documentOnly], `${url} ${documentOnly}`).toBeUndefined();
      }
    }
  });

  it('logs the directive and blocked URI of a legacy report, never the rest of the body', async () => {
    const res = await report('application/csp-report', {
      'csp-report': {
        'document-uri': 'https://lalebet.example/reset?code=SECRET-DOC',
        referrer: 'https://lalebet.example/?token=SECRET-REF',
        'violated-directive': "script-src-elem 'self'",
        'effective-directive': 'script-src-elem',
        'blocked-uri': 'https://evil.example/x.js?session=SECRET-Q#frag',
        'script-sample': 'SECRET-SAMPLE',
      },
    });
    expect(res.statusCode).toBe(204);
    const line = violationLines().at(-1)!;
    expect(line).toMatchObject({
      level: 40,
      directive: 'script-src-elem',
      blockedUri: 'https://evil.example/x.js',
    });
    expect(logs.join('')).not.toContain('SECRET');
  });

  it('takes Reporting API batches (application/reports+json)', async () => {
    const before = violationLines().length;
    const res = await report('application/reports+json', [
      {
        type: 'csp-violation',
        url: 'https://lalebet.example/?x=SECRET-URL',
        body: { effectiveDirective: 'img-src', blockedURL: 'inline', sample: 'SECRET-S' },
      },
      { type: 'deprecation', body: { id: 'x' } },
    ]);
    expect(res.statusCode).toBe(204);
    expect(violationLines().slice(before)).toEqual([
      expect.objectContaining({ directive: 'img-src', blockedUri: 'inline' }),
    ]);
    expect(logs.join('')).not.toContain('SECRET');
  });

  it('refuses large bodies and other content types, and drops malformed reports quietly', async () => {
    const big = { 'csp-report': { 'blocked-uri': 'x'.repeat(10_000) } };
    expect((await report('application/csp-report', big, '203.0.113.11')).statusCode).toBe(413);
    expect((await report('application/xml', '<x/>', '203.0.113.11')).statusCode).toBe(415);
    expect((await report('application/csp-report', '{not json', '203.0.113.11')).statusCode).toBe(204);
  });

  it('rate-limits reports per address', async () => {
    const one = { 'csp-report': { 'effective-directive': 'img-src', 'blocked-uri': 'data' } };
    const codes: number[] = [];
    for (let i = 0; i < 22; i++)
      codes.push((await report('application/csp-report', one, '198.51.100.7')).statusCode);
    expect(codes.slice(0, 20).every((c) => c === 204)).toBe(true);
    expect(codes.slice(20)).toEqual([429, 429]);
    // Another address is not affected.
    expect((await report('application/csp-report', one, '198.51.100.8')).statusCode).toBe(204);
  });
});

describe('HSTS on plain http', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', { config: { publicUrl: 'http://localhost:3000' } });
  });
  afterAll(() => t?.close());

  it('is not sent when PUBLIC_URL is http (production refuses that, config.test.ts)', async () => {
    const res = await t.app.inject({ url: '/healthz' });
    expect(res.headers['strict-transport-security']).toBeUndefined();
    expect(String(res.headers['content-security-policy'])).toContain("base-uri 'none'");
  });
});

describe("a live catalogue's image CDNs (CASINO_IMAGE_ORIGINS)", () => {
  const directive = (csp: string, name: string) => csp.split(';').find((d) => d.startsWith(`${name} `));
  it('are allowed as images on player pages only: no script, frame or call, and never in the back office', () => {
    const csp = contentSecurityPolicy({ https: true, imageOrigins: ['https://cdn.provider.example'] }, null);
    expect(directive(csp, 'img-src')).toBe("img-src 'self' data: blob: https://cdn.provider.example");
    for (const other of ['script-src', 'connect-src', 'frame-src', 'style-src'])
      expect(directive(csp, other)).not.toContain('cdn.provider.example');
    expect(adminContentSecurityPolicy(true)).not.toContain('cdn.provider.example');
    expect(directive(contentSecurityPolicy({ https: true }, null), 'img-src')).toBe(
      "img-src 'self' data: blob:",
    );
  });
});
