import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { ipLimitKey } from '../../lib/request-meta.ts';
import { call, uniqueName } from '../../test/accounts.ts';
import { type TestApp, createTestApp } from '../../test/harness.ts';

/** 31 logins with distinct usernames from `peers` in turn, each naming another client in X-Forwarded-For. */
async function spread(t: TestApp, peers: string[]) {
  const res = [];
  for (let i = 0; i < 31; i++) {
    res.push(
      await call(
        t.app,
        'auth/login',
        { username: uniqueName('ip'), password: 'some-wrong-pass' },
        { ip: peers[i % peers.length], headers: { 'x-forwarded-for': `192.0.2.${i + 1}` } },
      ),
    );
  }
  return res;
}

const auditIps = async (t: TestApp) =>
  (await t.db.selectFrom('auth_audit').select('ip').where('event', '=', 'login_failed').execute()).map(
    (r) => r.ip,
  );

describe('client address in production with no trusted proxy', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', { config: { env: 'production', trustProxy: false } });
  });
  afterAll(() => t.close());

  it('ignores a forged X-Forwarded-For: the per-IP limit holds and the audit shows the socket address', async () => {
    const res = await spread(t, ['203.0.113.7']);
    expect(res.slice(0, 30).every((r) => r.statusCode === 400)).toBe(true);
    expect(res[30]!.statusCode).toBe(429);
    expect(new Set(await auditIps(t))).toEqual(new Set(['203.0.113.7']));
  });

  it('counts two IPv6 addresses of one /64 together, and another /64 apart', async () => {
    const res = await spread(t, ['2001:db8:aa:1::1', '2001:db8:aa:1:ffff:0:0:9']);
    expect(res[30]!.statusCode).toBe(429);
    const other = await call(
      t.app,
      'auth/login',
      { username: uniqueName('ip'), password: 'some-wrong-pass' },
      { ip: '2001:db8:aa:2::1' },
    );
    expect(other.statusCode).toBe(400);
  });
});

describe('client address behind a trusted proxy', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', {
      config: { trustProxy: loadConfig({ TRUST_PROXY: '10.0.0.0/8' }).trustProxy },
    });
  });
  afterAll(() => t.close());

  it('takes the client from X-Forwarded-For when the peer is the proxy', async () => {
    const res = await spread(t, ['10.1.2.3']);
    expect(res.every((r) => r.statusCode === 400)).toBe(true);
    expect(await auditIps(t)).toContain('192.0.2.31');
  });
});

describe('TRUST_PROXY and the limit key', () => {
  it('parses unset, hop counts and address lists, and refuses "true"', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 2001:db8::/32' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '2001:db8::/32',
    ]);
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY/);
  });

  it('keeps IPv4 whole and groups IPv6 by /64', () => {
    expect(ipLimitKey('203.0.113.7')).toBe('203.0.113.7');
    expect(ipLimitKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(ipLimitKey('2001:db8:aa:1::1')).toBe('2001:db8:aa:1::/64');
    expect(ipLimitKey('2001:0db8:00aa:0001:ffff:0:0:9')).toBe('2001:db8:aa:1::/64');
    expect(ipLimitKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(ipLimitKey('::1')).toBe('0:0:0:0::/64');
  });
});
