import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config.ts';
import { DEV_NOWPAYMENTS } from './nowpayments.ts';

const LIVE = {
  NOWPAYMENTS_MODE: 'live',
  NOWPAYMENTS_API_KEY: 'np_live_key_0123456789',
  NOWPAYMENTS_IPN_SECRET: 'np-live-ipn-secret-0123',
};

describe('NOWPayments configuration', () => {
  it('is the in-process simulator in the one-process demo, with dev credentials and payouts', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).nowpayments).toBeNull();
    const np = loadConfig({}).nowpayments!;
    expect(np).toMatchObject({
      mode: 'sim',
      apiUrl: null,
      apiKey: DEV_NOWPAYMENTS.apiKey,
      methods: ['crypto'],
    });
    expect(np.payout).toMatchObject({ email: DEV_NOWPAYMENTS.payoutEmail, currency: 'usdttrc20' });
    expect(loadConfig({ NODE_ENV: 'test', NOWPAYMENTS_MODE: 'off' }).nowpayments).toBeNull();
  });

  it('goes live by configuration only, at the real API unless told otherwise', () => {
    const np = loadConfig({
      NODE_ENV: 'test',
      ...LIVE,
      NOWPAYMENTS_METHODS: 'crypto,usdt-trc20',
    }).nowpayments!;
    expect(np).toMatchObject({
      mode: 'live',
      apiUrl: 'https://api.nowpayments.io/v1',
      apiKey: LIVE.NOWPAYMENTS_API_KEY,
      ipnSecret: LIVE.NOWPAYMENTS_IPN_SECRET,
      methods: ['crypto', 'usdt-trc20'],
      payout: null,
    });
  });

  it.each([
    [{ NOWPAYMENTS_MODE: 'live' }, 'NOWPAYMENTS_API_KEY: is required when NOWPAYMENTS_MODE=live'],
    [
      { ...LIVE, NOWPAYMENTS_IPN_SECRET: DEV_NOWPAYMENTS.ipnSecret },
      'NOWPAYMENTS_IPN_SECRET: must not be the published',
    ],
    [
      { NOWPAYMENTS_PAYOUT_EMAIL: 'ops@lalebet.example' },
      'NOWPAYMENTS_PAYOUT_EMAIL: set NOWPAYMENTS_PAYOUT_EMAIL',
    ],
    [{ NOWPAYMENTS_MODE: 'on' }, 'NOWPAYMENTS_MODE'],
    [
      {
        NOWPAYMENTS_MODE: 'sim',
        WEB_CONCURRENCY: '2',
        DATABASE_URL: 'postgres://db/x',
        REDIS_URL: 'redis://r:6379',
        PAYMENT_GATEWAY_URL: 'http://127.0.0.1:4010/sim/gateway',
      },
      'NOWPAYMENTS_API_URL: is required with NOWPAYMENTS_MODE=sim',
    ],
    [{ NOWPAYMENTS_PAYOUT_2FA_SECRET: 'not base32!' }, 'NOWPAYMENTS_PAYOUT_2FA_SECRET: must be the base32'],
  ])('refuses %o', (env, message) => {
    expect(() => loadConfig({ NODE_ENV: 'test', ...env })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'test', ...env })).toThrow(message);
  });

  it('refuses the simulator in production, where unset means off', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', NOWPAYMENTS_MODE: 'sim' })).toThrow(
      'NOWPAYMENTS_MODE: sim is refused when NODE_ENV=production',
    );
    expect(() => loadConfig({ NODE_ENV: 'production', NOWPAYMENTS_MODE: 'sim' })).toThrow(ConfigError);
  });
});
