import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { DEV_PAPARA_API_KEY, DEV_PAPARA_MERCHANT_SECRET } from './papara-env.ts';

const LIVE = {
  PAPARA_MODE: 'live',
  PAPARA_API_URL: 'https://merchant-api.test.papara.com/',
  PAPARA_API_KEY: 'live-key-0123456789abcdef',
  PAPARA_MERCHANT_SECRET: 'live-secret-0123456789abcdef',
  PAPARA_IPN_ALLOWLIST: '185.70.1.0/24, 203.0.113.7',
};

describe('Papara configuration (ADR 088)', () => {
  it('is the simulator in the one-process demo, off in tests, production and several processes', () => {
    expect(loadConfig({}).papara.mode).toBe('sim');
    expect(loadConfig({ NODE_ENV: 'test' }).papara.mode).toBe('off');
    expect(
      loadConfig({
        WEB_CONCURRENCY: '2',
        DATABASE_URL: 'postgres://db/x',
        REDIS_URL: 'redis://r',
        FEED_AMQP_URL: 'amqp://b',
        PAYMENT_GATEWAY_URL: 'http://gw',
      }).papara.mode,
    ).toBe('off');
  });

  it('sim uses the development keys and a loopback allow-list', () => {
    expect(loadConfig({ PAPARA_MODE: 'sim' }).papara).toEqual({
      mode: 'sim',
      apiUrl: null,
      apiKey: DEV_PAPARA_API_KEY,
      merchantSecret: DEV_PAPARA_MERCHANT_SECRET,
      ipnAllowlist: ['127.0.0.1', '::1'],
      methods: ['papara'],
    });
  });

  it('switches to the real merchant API by configuration only, and needs all of it', () => {
    expect(loadConfig({ ...LIVE, PAPARA_METHODS: 'papara,papara-fast' }).papara).toEqual({
      mode: 'live',
      apiUrl: 'https://merchant-api.test.papara.com',
      apiKey: LIVE.PAPARA_API_KEY,
      merchantSecret: LIVE.PAPARA_MERCHANT_SECRET,
      ipnAllowlist: ['185.70.1.0/24', '203.0.113.7'],
      methods: ['papara', 'papara-fast'],
    });
    for (const key of Object.keys(LIVE).filter((k) => k !== 'PAPARA_MODE')) {
      expect(() => loadConfig({ ...LIVE, [key]: undefined }), key).toThrow(new RegExp(`${key}: is required`));
    }
    expect(() => loadConfig({ ...LIVE, PAPARA_MERCHANT_SECRET: DEV_PAPARA_MERCHANT_SECRET })).toThrow(
      /published development value/,
    );
    expect(() => loadConfig({ ...LIVE, PAPARA_IPN_ALLOWLIST: 'papara.com' })).toThrow(/PAPARA_IPN_ALLOWLIST/);
    expect(() => loadConfig({ PAPARA_MODE: 'sim', NODE_ENV: 'production' })).toThrow(
      /PAPARA_MODE: sim is refused/,
    );
  });
});
