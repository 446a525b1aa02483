import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { type TestApp, createTestApp } from '../test/harness.ts';

const PROVIDER = '198.51.100.7';
const STRANGER = '203.0.113.9';

/** docs/decisions/105-provider-source-allow-lists.md: each list, before the body and the signature. */
describe('provider source allow-lists', () => {
  let t: TestApp;
  beforeAll(async () => {
    const lists = loadConfig({
      NODE_ENV: 'test',
      GAME_PROVIDER_ALLOWLIST: PROVIDER,
      KYC_WEBHOOK_ALLOWLIST: `${PROVIDER}, 2001:db8:1::/48`,
      PAYMENT_GATEWAY_ALLOWLIST: '198.51.100.0/24',
    }).sourceAllowlists;
    t = await createTestApp('pglite', { config: { sourceAllowlists: lists } });
  }, 60_000);
  afterAll(() => t.close());

  const post = (url: string, remoteAddress: string) =>
    t.app.inject({
      method: 'POST',
      url,
      remoteAddress,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ hello: 'world' }),
    });
  const refusals = () =>
    t.db.selectFrom('security_event').select(['source', 'ip']).where('kind', '=', 'source.refused').execute();

  it('refuses a stranger before the signature, and records it', async () => {
    for (const [url, source] of [
      ['/api/kyc/webhook', 'kyc'],
      ['/api/payment/webhook/simpay', 'payment:simpay'],
      ['/api/provider/hub88/user/balance', 'hub88'],
    ] as const) {
      const before = (await refusals()).length;
      const res = await post(url, STRANGER);
      expect([url, res.statusCode]).toEqual([url, 403]);
      if (source === 'hub88') expect(res.json()).toMatchObject({ status: 'RS_ERROR_UNKNOWN' });
      else expect(res.json()).toMatchObject({ success: false, code: 'SOURCE_NOT_ALLOWED' });
      const rows = await refusals();
      expect(rows).toHaveLength(before + 1);
      expect(rows.at(-1)).toEqual({ source, ip: STRANGER });
    }
  });

  it('lets listed addresses (a range, an IPv6 prefix, IPv4 over dual stack) on to the signature check', async () => {
    const kyc = await post('/api/kyc/webhook', '2001:db8:1:5::3');
    expect(kyc.json()).toMatchObject({ code: 'WEBHOOK_SIGNATURE_INVALID' });
    const gateway = await post('/api/payment/webhook/simpay', '::ffff:198.51.100.200');
    expect(gateway.json()).toMatchObject({ code: 'WEBHOOK_SIGNATURE_INVALID' });
    const wallet = await post('/api/provider/hub88/user/balance', PROVIDER);
    expect(wallet.json()).toMatchObject({ status: 'RS_ERROR_INVALID_SIGNATURE' });
  });

  it('refuses a list that is not addresses at start, naming it', () => {
    expect(() => loadConfig({ KYC_WEBHOOK_ALLOWLIST: 'kyc.example.com' })).toThrow(/KYC_WEBHOOK_ALLOWLIST/);
  });

  it('leaves a provider without a list to its signature alone', async () => {
    const res = await post('/api/payment/webhook/nowpayments', STRANGER);
    expect(res.json().code).not.toBe('SOURCE_NOT_ALLOWED');
  });
});
