import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { isSimControlRoute } from './sim-control.ts';

const TOKEN = 'sim-control-token-0123456789';

describe('simulator control routes off loopback (ADR 049)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', { config: { simControlToken: TOKEN } });
  });
  afterAll(() => t.close());

  const settle = (remoteAddress: string, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/sim/feed/events/sr:match:1/settle',
      remoteAddress,
      headers: { 'content-type': 'application/json', ...headers },
      payload: {},
    });

  it('refuses a caller from another machine without the token, in the envelope', async () => {
    const res = await settle('203.0.113.9');
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ success: false, code: 'FORBIDDEN' });
    expect(
      (await settle('203.0.113.9', { 'x-sim-control-token': 'wrong-token-0123456789' })).statusCode,
    ).toBe(403);
  });

  it('refuses a proxied request even when the socket is loopback', async () => {
    const res = await settle('127.0.0.1', { 'x-forwarded-for': '198.51.100.7' });
    expect(res.statusCode).toBe(403);
  });

  it('lets loopback and the token through the guard', async () => {
    expect((await settle('127.0.0.1')).statusCode).not.toBe(403);
    expect((await settle('203.0.113.9', { 'x-sim-control-token': TOKEN })).statusCode).not.toBe(403);
  });

  it('guards the control routes only: the KYC page view and the gateway stay open', () => {
    expect(isSimControlRoute('POST', '/sim/feed/clock')).toBe(true);
    expect(isSimControlRoute('POST', '/sim/kyc/verify/app_1')).toBe(true);
    expect(isSimControlRoute('POST', '/sim/uof/v1/replay/play?speed=20')).toBe(true);
    expect(isSimControlRoute('GET', '/sim/uof/v1/replay')).toBe(true);
    expect(isSimControlRoute('POST', '/sim/uof/v1/pre/recovery/initiate_request')).toBe(false);
    expect(isSimControlRoute('GET', '/sim/kyc/verify/app_1')).toBe(false);
    expect(isSimControlRoute('POST', '/sim/registers/control/exclusions?x=1')).toBe(true);
    expect(isSimControlRoute('POST', '/sim/gateway/api/payments')).toBe(false);
    expect(isSimControlRoute('POST', '/sim/nowpayments/control/fault')).toBe(true);
    expect(isSimControlRoute('POST', '/sim/nowpayments/v1/invoice')).toBe(false);
    expect(isSimControlRoute('GET', '/api/user/balance')).toBe(false);
  });
});
