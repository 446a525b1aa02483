import { describe, expect, it } from 'vitest';
import {
  ConfigError,
  DEV_KYC_WEBHOOK_SECRET,
  DEV_PAYMENT_GATEWAY_API_KEY,
  DEV_PAYMENT_WEBHOOK_SECRET,
  DEV_AUDIT_CHAIN_KEYS,
  DEV_PAYOUT_DATA_KEYS,
  DEV_REGISTER_API_KEY,
  loadConfig,
} from './config.ts';
import { DEV_BETCO_SECRET } from './config/betco.ts';
import { DEV_BETSY_SECRET } from './config/betsy.ts';

/** What production needs: the database, a real payment gateway and game aggregator, and more. */
const PROD = {
  NODE_ENV: 'production',
  DATABASE_URL: 'postgres://db/x',
  PUBLIC_URL: 'https://lalebet.example',
  REDIS_URL: 'redis://cache:6379',
  SMTP_URL: 'smtps://mail.example:465',
  NETGSM_USERCODE: 'user',
  NETGSM_PASSWORD: 'pass',
  NETGSM_HEADER: 'LALEBET',
  PAYMENT_GATEWAY_URL: 'https://api.gateway.example/v1',
  PAYMENT_GATEWAY_API_KEY: 'live_key_0123456789abcdef',
  PAYMENT_WEBHOOK_SECRET: `whsec_${Buffer.alloc(32, 7).toString('base64')}`,
  KYC_PROVIDER_URL: 'https://api.kyc.example',
  KYC_API_KEY: 'kyc_live_key_0123456789',
  KYC_WEBHOOK_SECRET: `whsec_${Buffer.alloc(32, 5).toString('base64')}`,
  GAME_PROVIDER_URL: 'https://api.aggregator.example/',
  GAME_PROVIDER_PUBLIC_KEY_FILE: '/etc/lalebet/aggregator.pem',
  PAYOUT_DATA_KEYS: `k2026:${Buffer.alloc(32, 9).toString('base64')}`,
  AUDIT_CHAIN_KEYS: `a2026:${Buffer.alloc(32, 3).toString('base64')}`,
  METRICS_TOKEN: 'metrics-token-0123456789abcdef',
  ADMIN_PUBLIC_URL: 'https://admin.lalebet.example',
  ADMIN_IP_ALLOWLIST: '203.0.113.0/24',
};

/** The feed's REST API as production needs it beside FEED_AMQP_URL. */
const FEED = { FEED_API_URL: 'https://api.example/v1/', FEED_API_TOKEN: 'uof-access-token-1' };

describe('loadConfig', () => {
  it('has working defaults for a demo', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({
      env: 'development',
      demo: true,
      port: 3000,
      // Without NODE_ENV the demo is reachable from this machine only (docs/decisions/049-production-safety-ii.md).
      host: '127.0.0.1',
      databaseUrl: undefined,
      seedDemoData: true,
    });
    expect(c.dataDir.endsWith('/data')).toBe(true);
  });

  it('runs as development without NODE_ENV only on loopback or with DEMO_MODE=true', () => {
    expect(() => loadConfig({ HOST: '0.0.0.0' })).toThrow(/NODE_ENV: is not set and HOST=0.0.0.0/);
    expect(() => loadConfig({ HOST: '10.1.2.3' })).toThrow(ConfigError);
    for (const host of ['127.0.0.1', 'localhost', '::1']) {
      expect(loadConfig({ HOST: host })).toMatchObject({ env: 'development', host });
    }
    expect(loadConfig({ DEMO_MODE: 'true' })).toMatchObject({ env: 'development', host: '0.0.0.0' });
    expect(loadConfig({ HOST: '0.0.0.0', DEMO_MODE: 'true' }).host).toBe('0.0.0.0');
    // A chosen NODE_ENV=development is an operator's explicit choice, as before.
    expect(loadConfig({ NODE_ENV: 'development' })).toMatchObject({ demo: false, host: '0.0.0.0' });
  });

  it('never prices bet builders with the simulator in production (ADR 072)', () => {
    expect(loadConfig(PROD).sportsbook.customBet).toBe('off');
    expect(() => loadConfig({ ...PROD, CUSTOM_BET_SERVICE: 'sim' })).toThrow(
      /CUSTOM_BET_SERVICE: must not be 'sim'/,
    );
    expect(loadConfig({ ...PROD, CUSTOM_BET_SERVICE: 'off' }).sportsbook.customBet).toBe('off');
    expect(loadConfig({ NODE_ENV: 'test' }).sportsbook.customBet).toBe('sim');
  });

  it("runs Betsy's simulator outside production only and needs a live bridge's URL, CID and secret (ADR 091)", () => {
    expect(loadConfig({}).betsy.mode).toBe('sim');
    expect(loadConfig({ NODE_ENV: 'test' }).betsy.mode).toBe('off');
    expect(loadConfig(PROD).betsy.mode).toBe('off');
    expect(() => loadConfig({ ...PROD, BETSY_MODE: 'sim' })).toThrow(/BETSY_MODE: sim is refused/);
    expect(() => loadConfig({ NODE_ENV: 'test', BETSY_MODE: 'live' })).toThrow(
      /BETSY_URL: is required[\s\S]*BETSY_SECRET/,
    );
    const live = { BETSY_MODE: 'live', BETSY_URL: 'https://iframe.betsy.example/', BETSY_CID: 'lale' };
    expect(() => loadConfig({ ...PROD, ...live, BETSY_SECRET: DEV_BETSY_SECRET })).toThrow(
      /BETSY_SECRET: must not be/,
    );
    const ok = loadConfig({ ...PROD, ...live, BETSY_SECRET: 'a-real-partner-secret-42' }).betsy;
    expect(ok).toMatchObject({ mode: 'live', url: 'https://iframe.betsy.example', cid: 'lale' });
  });

  it('runs the betco frame as the operator configures it, never the simulator or its secret in production (ADR 097)', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).betco.mode).toBe('off');
    expect(loadConfig(PROD).betco.mode).toBe('off');
    expect(() => loadConfig({ ...PROD, BETCO_MODE: 'sim' })).toThrow(/BETCO_MODE: sim is refused/);
    expect(() => loadConfig({ NODE_ENV: 'test', BETCO_MODE: 'live' })).toThrow(
      /BETCO_URL: is required[\s\S]*BETCO_SECRET/,
    );
    const live = { BETCO_MODE: 'live', BETCO_URL: 'https://esports.betco.example/' };
    expect(() => loadConfig({ ...PROD, ...live, BETCO_SECRET: DEV_BETCO_SECRET })).toThrow(
      /BETCO_SECRET: must not be/,
    );
    const ok = loadConfig({ ...PROD, ...live, BETCO_SECRET: 'a-real-wallet-secret-4242' }).betco;
    expect(ok).toMatchObject({
      mode: 'live',
      url: 'https://esports.betco.example',
      secret: 'a-real-wallet-secret-4242',
    });
  });

  it('requires amqps:// for the feed and a real audit-chain key in production (N-15, N-12)', () => {
    expect(() => loadConfig({ ...PROD, FEED_AMQP_URL: 'amqp://feed:5672' })).toThrow(
      /FEED_AMQP_URL: must be amqps:\/\//,
    );
    expect(loadConfig({ ...PROD, ...FEED, FEED_AMQP_URL: 'amqps://feed:5671' }).sportsbook.amqpUrl).toBe(
      'amqps://feed:5671',
    );
    const { AUDIT_CHAIN_KEYS: _, ...noKey } = PROD;
    expect(() => loadConfig(noKey)).toThrow(/AUDIT_CHAIN_KEYS: is required/);
    expect(() => loadConfig({ ...PROD, AUDIT_CHAIN_KEYS: DEV_AUDIT_CHAIN_KEYS })).toThrow(/AUDIT_CHAIN_KEYS/);
    expect(() => loadConfig({ ...PROD, ADMIN_PUBLIC_URL: 'http://admin.example' })).toThrow(
      /ADMIN_PUBLIC_URL: must be the back office's own https:\/\/ origin/,
    );
    expect(loadConfig({ ...PROD, ADMIN_PUBLIC_URL: 'https://admin.example/' }).adminPublicUrl).toBe(
      'https://admin.example',
    );
  });

  it('keeps the back office on its own origin behind an address allow-list in production (N-13, H-4; ADR 103)', () => {
    const { ADMIN_PUBLIC_URL: _url, ADMIN_IP_ALLOWLIST: _list, ...open } = PROD;
    expect(() => loadConfig(open)).toThrow(/ADMIN_PUBLIC_URL: must be the back office's own https/);
    expect(() => loadConfig(open)).toThrow(/ADMIN_IP_ALLOWLIST: is required when NODE_ENV=production/);
    expect(() => loadConfig({ ...open, ADMIN_PUBLIC_URL: PROD.ADMIN_PUBLIC_URL })).toThrow(
      /ADMIN_IP_ALLOWLIST/,
    );
    const atEdge = loadConfig({
      ...open,
      ADMIN_PUBLIC_URL: PROD.ADMIN_PUBLIC_URL,
      ADMIN_ALLOWLIST_AT_EDGE: 'true',
    });
    expect(atEdge).toMatchObject({ adminPublicUrl: 'https://admin.lalebet.example', adminIpAllowlist: [] });
    expect(loadConfig(PROD).adminIpAllowlist).toEqual(['203.0.113.0/24']);
    // A demo keeps both optional: `npm start` needs nothing.
    expect(loadConfig({}).adminPublicUrl).toBeUndefined();
  });

  it("needs the feed's REST API beside a production broker, over https, with a real token (ADR 082)", () => {
    const broker = { ...PROD, FEED_AMQP_URL: 'amqps://token:@mq.example:5671/unifiedfeed/1' };
    expect(() => loadConfig(broker)).toThrow(/FEED_API_URL: is required with FEED_AMQP_URL/);
    expect(() => loadConfig(broker)).toThrow(/FEED_API_TOKEN: is required with FEED_AMQP_URL/);
    expect(() => loadConfig({ ...broker, ...FEED, FEED_API_URL: 'http://api.example/v1' })).toThrow(
      /FEED_API_URL: must be https:\/\//,
    );
    expect(() => loadConfig({ ...broker, ...FEED, FEED_API_TOKEN: 'sim-uof-token' })).toThrow(
      /FEED_API_TOKEN: .*must not be the simulator's/,
    );
    expect(() => loadConfig({ ...broker, ...FEED, FEED_NODE_ID: 'one' })).toThrow(/FEED_NODE_ID/);
    expect(loadConfig({ ...broker, ...FEED, FEED_NODE_ID: '7' }).sportsbook.api).toEqual({
      url: 'https://api.example/v1',
      token: FEED.FEED_API_TOKEN,
      nodeId: 7,
    });
    // Outside production: the in-process simulator unless FEED_API_URL names one, with its token.
    expect(loadConfig({ NODE_ENV: 'test' }).sportsbook.api).toBeNull();
    expect(
      loadConfig({ NODE_ENV: 'test', FEED_API_URL: 'http://127.0.0.1:3000/sim/uof/v1/' }).sportsbook.api,
    ).toEqual({ url: 'http://127.0.0.1:3000/sim/uof/v1', token: 'sim-uof-token', nodeId: null });
  });

  it('refuses production without DATABASE_URL and says why', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(
      /DATABASE_URL: is required when NODE_ENV=production/,
    );
  });

  it('refuses production without an https PUBLIC_URL, REDIS_URL or the message channels, naming each', () => {
    expect(() => loadConfig(PROD)).not.toThrow();
    const {
      PUBLIC_URL: _p,
      REDIS_URL: _r,
      SMTP_URL: _s,
      NETGSM_USERCODE: _u,
      NETGSM_PASSWORD: _w,
      NETGSM_HEADER: _h,
      ...bare
    } = PROD;
    try {
      loadConfig(bare);
      expect.unreachable();
    } catch (err) {
      for (const name of ['PUBLIC_URL', 'REDIS_URL', 'SMTP_URL', 'NETGSM_USERCODE'])
        expect((err as Error).message).toContain(`${name}: is required when NODE_ENV=production`);
    }
    expect(() => loadConfig({ ...PROD, PUBLIC_URL: 'http://lalebet.example' })).toThrow(
      /PUBLIC_URL: must be https:\/\/ when NODE_ENV=production/,
    );
  });

  it("reads each affiliate platform's feed token as a SHA-256 only, and refuses a short or unnamed one (ADR 092)", () => {
    const token = 'a'.repeat(24);
    const { affiliateFeedTokens } = loadConfig({ AFFILIATE_FEED_TOKENS: `ia:${token}, cellxpert:${token}b` });
    expect(affiliateFeedTokens.map((t) => t.platform)).toEqual(['ia', 'cellxpert']);
    expect(affiliateFeedTokens[0]!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(affiliateFeedTokens)).not.toContain(token);
    expect(loadConfig({}).affiliateFeedTokens).toEqual([]);
    for (const bad of ['ia:short', token, `ia:${token} x`]) {
      expect(() => loadConfig({ AFFILIATE_FEED_TOKENS: bad }), bad).toThrow(
        /AFFILIATE_FEED_TOKENS: must be platform:token/,
      );
    }
  });

  it('refuses production without a METRICS_TOKEN of at least 24 characters, naming it (ADR 048)', () => {
    const { METRICS_TOKEN: _m, ...bare } = PROD;
    expect(() => loadConfig(bare)).toThrow(/METRICS_TOKEN: is required when NODE_ENV=production/);
    expect(() => loadConfig({ ...PROD, METRICS_TOKEN: 'short' })).toThrow(
      /METRICS_TOKEN: must be at least 24 characters/,
    );
    expect(() => loadConfig({ ...PROD, METRICS_TOKEN: 'two words but long enough here' })).toThrow(
      /METRICS_TOKEN: must be one word/,
    );
    expect(loadConfig(PROD).metricsToken).toBe(PROD.METRICS_TOKEN);
    // Outside production it is optional and any word will do (then /metrics answers 401 to all).
    expect(loadConfig({}).metricsToken).toBeUndefined();
    expect(loadConfig({ METRICS_TOKEN: 'x' }).metricsToken).toBe('x');
  });

  it('refuses a production smtp:// SMTP_URL unless it requires STARTTLS', () => {
    for (const url of ['smtp://u:p@mail.example:587', 'smtp://mail.example:587?requireTLS=false']) {
      expect(() => loadConfig({ ...PROD, SMTP_URL: url }), url).toThrow(
        /SMTP_URL: must be smtps:\/\/ or smtp:\/\/…\?requireTLS=true when NODE_ENV=production/,
      );
    }
    const startTls = 'smtp://u:p@mail.example:587?requireTLS=true';
    expect(loadConfig({ ...PROD, SMTP_URL: startTls }).smtp?.url).toBe(startTls);
    expect(loadConfig({ ...PROD, SMTP_URL: 'smtps://mail.example:465' }).smtp?.url).toBeDefined();
    // Outside production a local catcher without TLS stays usable.
    expect(loadConfig({ SMTP_URL: 'smtp://localhost:1025' }).smtp?.url).toBe('smtp://localhost:1025');
  });

  it('takes DATABASE_MIGRATION_URL only beside DATABASE_URL', () => {
    const owner = 'postgres://owner@db/x';
    expect(
      loadConfig({ DATABASE_URL: 'postgres://app@db/x', DATABASE_MIGRATION_URL: owner }).databaseMigrationUrl,
    ).toBe(owner);
    expect(() => loadConfig({ DATABASE_MIGRATION_URL: owner })).toThrow(
      /DATABASE_MIGRATION_URL: needs DATABASE_URL/,
    );
    expect(() =>
      loadConfig({ DATABASE_URL: 'postgres://app@db/x', DATABASE_MIGRATION_URL: 'mysql://x' }),
    ).toThrow(/DATABASE_MIGRATION_URL/);
  });

  it('names every bad variable at once', () => {
    try {
      loadConfig({ PORT: 'eighty', REDIS_URL: 'localhost:6379', DATABASE_URL: 'mysql://x' });
      expect.unreachable();
    } catch (err) {
      const msg = (err as Error).message;
      expect(msg).toMatch(/PORT/);
      expect(msg).toMatch(/REDIS_URL/);
      expect(msg).toMatch(/DATABASE_URL/);
    }
  });

  it('takes the live-chat origin only as a bare https origin', () => {
    expect(loadConfig({}).chatScriptOrigin).toBeUndefined();
    expect(loadConfig({ CHAT_SCRIPT_ORIGIN: 'https://chat.example.com' }).chatScriptOrigin).toBe(
      'https://chat.example.com',
    );
    expect(loadConfig({ CHAT_SCRIPT_ORIGIN: 'https://chat.example.com/' }).chatScriptOrigin).toBe(
      'https://chat.example.com',
    );
    for (const bad of ['http://chat.example.com', 'https://chat.example.com/widget.js', "'unsafe-inline'"])
      expect(() => loadConfig({ CHAT_SCRIPT_ORIGIN: bad }), bad).toThrow(/CHAT_SCRIPT_ORIGIN/);
  });

  it("takes a live catalogue's image CDNs only as bare https origins", () => {
    expect(loadConfig({}).casinoImageOrigins).toEqual([]);
    expect(
      loadConfig({ CASINO_IMAGE_ORIGINS: 'https://cdn.a.example, https://img.b.example/' })
        .casinoImageOrigins,
    ).toEqual(['https://cdn.a.example', 'https://img.b.example']);
    for (const bad of ['http://cdn.a.example', 'https://cdn.a.example/games', "'unsafe-inline'"])
      expect(() => loadConfig({ CASINO_IMAGE_ORIGINS: bad }), bad).toThrow(/CASINO_IMAGE_ORIGINS/);
  });

  it('does not seed demo data in production unless asked', () => {
    expect(loadConfig(PROD).seedDemoData).toBe(false);
    expect(loadConfig({ ...PROD, SEED_DEMO_DATA: 'true' }).seedDemoData).toBe(true);
  });

  it('uses the in-process gateway simulator with fixed development keys outside production', () => {
    expect(loadConfig({}).payments).toEqual({
      gatewayUrl: null,
      apiKey: DEV_PAYMENT_GATEWAY_API_KEY,
      webhookSecret: DEV_PAYMENT_WEBHOOK_SECRET,
      depositExpiryMinutes: 30,
      simulator: true,
    });
    const dev = loadConfig({ PAYMENT_GATEWAY_URL: 'http://localhost:4000/', DEPOSIT_EXPIRY_MINUTES: '45' });
    expect(dev.payments).toMatchObject({ gatewayUrl: 'http://localhost:4000', depositExpiryMinutes: 45 });
  });

  it('seals payout details with the development key outside production and demands a real one in it', () => {
    expect(loadConfig({}).payoutDataKeys.map((k) => k.id)).toEqual(['dev']);
    const keys = loadConfig(PROD).payoutDataKeys;
    expect(keys.map((k) => k.id)).toEqual(['k2026']);
    expect(keys[0].key).toEqual(Buffer.alloc(32, 9));
    const { PAYOUT_DATA_KEYS: _p, ...bare } = PROD;
    expect(() => loadConfig(bare)).toThrow(/PAYOUT_DATA_KEYS: is required when NODE_ENV=production/);
    expect(() => loadConfig({ ...PROD, PAYOUT_DATA_KEYS: DEV_PAYOUT_DATA_KEYS })).toThrow(/PAYOUT_DATA_KEYS/);
    expect(() => loadConfig({ ...PROD, PAYOUT_DATA_KEYS: 'k1:short' })).toThrow(
      /PAYOUT_DATA_KEYS: must be id:base64key/,
    );
    const two = `new:${Buffer.alloc(32, 1).toString('base64')},old:${Buffer.alloc(32, 2).toString('base64')}`;
    expect(loadConfig({ PAYOUT_DATA_KEYS: two }).payoutDataKeys.map((k) => k.id)).toEqual(['new', 'old']);
  });

  it('requires a real gateway in production, never mounts the simulator there, and names what is missing', () => {
    expect(loadConfig(PROD).payments).toEqual({
      gatewayUrl: 'https://api.gateway.example/v1',
      apiKey: PROD.PAYMENT_GATEWAY_API_KEY,
      webhookSecret: PROD.PAYMENT_WEBHOOK_SECRET,
      depositExpiryMinutes: 30,
      simulator: false,
    });
    const {
      PAYMENT_GATEWAY_URL: _u,
      PAYMENT_GATEWAY_API_KEY: _k,
      PAYMENT_WEBHOOK_SECRET: _s,
      ...bare
    } = PROD;
    try {
      loadConfig(bare);
      expect.unreachable();
    } catch (err) {
      const msg = (err as Error).message;
      for (const name of ['PAYMENT_GATEWAY_URL', 'PAYMENT_GATEWAY_API_KEY', 'PAYMENT_WEBHOOK_SECRET'])
        expect(msg).toContain(`${name}: is required when NODE_ENV=production`);
    }
    expect(() => loadConfig({ ...PROD, PAYMENT_WEBHOOK_SECRET: DEV_PAYMENT_WEBHOOK_SECRET })).toThrow(
      /development value/,
    );
    expect(() => loadConfig({ ...PROD, PAYMENT_GATEWAY_API_KEY: DEV_PAYMENT_GATEWAY_API_KEY })).toThrow(
      /development value/,
    );
  });

  it('needs a real KYC provider in production and uses the simulator elsewhere', () => {
    expect(loadConfig({}).kyc).toMatchObject({ providerUrl: null, simulator: true });
    expect(loadConfig(PROD).kyc).toMatchObject({ providerUrl: 'https://api.kyc.example', simulator: false });
    const { KYC_PROVIDER_URL: _u, KYC_API_KEY: _k, KYC_WEBHOOK_SECRET: _s, ...bare } = PROD;
    for (const name of ['KYC_PROVIDER_URL', 'KYC_API_KEY', 'KYC_WEBHOOK_SECRET'])
      expect(() => loadConfig(bare)).toThrow(new RegExp(`${name}: is required when NODE_ENV=production`));
    expect(() => loadConfig({ ...PROD, KYC_WEBHOOK_SECRET: DEV_KYC_WEBHOOK_SECRET })).toThrow(
      /development value/,
    );
  });

  it('needs GAMSTOP / Spelpaus in production only where GB / SE play for real money (ADR 032)', () => {
    expect(loadConfig({}).registers).toMatchObject({
      gamstop: { url: null },
      simulator: true,
      timeoutMs: 3000,
    });
    // Türkiye only (or no country): no register is needed, and none is mounted.
    expect(loadConfig(PROD).registers).toMatchObject({ gamstop: { url: null }, simulator: false });
    expect(() => loadConfig({ ...PROD, REAL_MONEY_COUNTRIES: 'GB,TR' })).toThrow(
      /GAMSTOP_URL: is required when NODE_ENV=production and REAL_MONEY_COUNTRIES includes GB/,
    );
    expect(() => loadConfig({ ...PROD, REAL_MONEY_COUNTRIES: 'SE' })).toThrow(
      /SPELPAUS_API_KEY: is required/,
    );
    const gb = {
      ...PROD,
      REAL_MONEY_COUNTRIES: 'GB',
      GAMSTOP_URL: 'https://api.gamstop.example/',
      GAMSTOP_API_KEY: 'gamstop_live_key_0123',
    };
    expect(loadConfig(gb).registers.gamstop).toEqual({
      url: 'https://api.gamstop.example',
      apiKey: 'gamstop_live_key_0123',
    });
    expect(() => loadConfig({ ...gb, GAMSTOP_API_KEY: DEV_REGISTER_API_KEY })).toThrow(/development value/);
    expect(() => loadConfig({ REGISTER_TIMEOUT_MS: '50' })).toThrow(/REGISTER_TIMEOUT_MS/);
  });

  it('refuses malformed payment settings', () => {
    expect(() => loadConfig({ PAYMENT_WEBHOOK_SECRET: 'secret' })).toThrow(/PAYMENT_WEBHOOK_SECRET/);
    expect(() => loadConfig({ PAYMENT_GATEWAY_API_KEY: 'short' })).toThrow(/PAYMENT_GATEWAY_API_KEY/);
    expect(() => loadConfig({ PAYMENT_GATEWAY_URL: 'not a url' })).toThrow(/PAYMENT_GATEWAY_URL/);
    for (const bad of ['0', '4', 'soon', '100000'])
      expect(() => loadConfig({ DEPOSIT_EXPIRY_MINUTES: bad }), bad).toThrow(/DEPOSIT_EXPIRY_MINUTES/);
  });

  it('accepts the crash-test switch only when NODE_ENV=test (the harness injects the hook itself)', () => {
    expect(() => loadConfig({ NODE_ENV: 'test', LALEBET_FAULT: 'webhook-after-commit' })).not.toThrow();
    expect(() => loadConfig({ NODE_ENV: 'test', LALEBET_FAULT: 'after-lunch' })).toThrow(/LALEBET_FAULT/);
    expect(() => loadConfig({ LALEBET_FAULT: 'webhook-after-commit' })).toThrow(/LALEBET_FAULT/);
    expect(() => loadConfig({ ...PROD, LALEBET_FAULT: 'webhook-after-commit' })).toThrow(/LALEBET_FAULT/);
  });

  it('runs the game-provider simulator only outside production and names a missing aggregator', () => {
    expect(loadConfig({}).casino).toMatchObject({
      providerUrl: null,
      simulator: true,
      simulatorPort: 3001,
      frameOrigins: [],
      sessionTtlMinutes: 240,
    });
    expect(loadConfig(PROD).casino).toMatchObject({
      providerUrl: 'https://api.aggregator.example',
      providerPublicKeyFile: '/etc/lalebet/aggregator.pem',
      simulator: false,
    });
    const { GAME_PROVIDER_URL: _u, GAME_PROVIDER_PUBLIC_KEY_FILE: _k, ...bare } = PROD;
    try {
      loadConfig(bare);
      expect.unreachable();
    } catch (err) {
      for (const name of ['GAME_PROVIDER_URL', 'GAME_PROVIDER_PUBLIC_KEY_FILE'])
        expect((err as Error).message).toContain(`${name}: is required when NODE_ENV=production`);
    }
    expect(() => loadConfig({ GAME_FRAME_ORIGINS: 'https://a.example/path' })).toThrow(/GAME_FRAME_ORIGINS/);
    expect(
      loadConfig({ GAME_FRAME_ORIGINS: 'https://a.example,https://b.example:8443' }).casino.frameOrigins,
    ).toEqual(['https://a.example', 'https://b.example:8443']);
  });

  it('imports the casino catalogue from the simulator outside production, from a real Hub88 only when complete (ADR 090)', () => {
    expect(loadConfig({}).casino.catalogue).toEqual({
      mode: 'sim',
      url: null,
      operatorId: 1,
      privateKey: null,
    });
    expect(loadConfig(PROD).casino.catalogue.mode).toBe('off');
    expect(() => loadConfig({ ...PROD, HUB88_OPERATOR_API: 'sim' })).toThrow(
      /HUB88_OPERATOR_API: cannot be sim/,
    );
    try {
      loadConfig({ ...PROD, HUB88_OPERATOR_API: 'live', HUB88_OPERATOR_ID: '42' });
      expect.unreachable();
    } catch (err) {
      for (const name of ['HUB88_OPERATOR_API_URL', 'HUB88_OPERATOR_PRIVATE_KEY'])
        expect((err as Error).message).toContain(`${name}: is required when HUB88_OPERATOR_API=live`);
      expect((err as Error).message).not.toContain('HUB88_OPERATOR_ID');
    }
    const live = {
      ...PROD,
      HUB88_OPERATOR_API: 'live',
      HUB88_OPERATOR_API_URL: 'https://api.hub88.example/',
    };
    expect(
      loadConfig({
        ...live,
        HUB88_OPERATOR_ID: '42',
        HUB88_OPERATOR_PRIVATE_KEY: '/etc/lalebet/operator.pem',
      }).casino.catalogue,
    ).toEqual({
      mode: 'live',
      url: 'https://api.hub88.example',
      operatorId: 42,
      privateKey: { file: '/etc/lalebet/operator.pem' },
    });
    const pem = '-----BEGIN PRIVATE KEY-----\nMIIE\n-----END PRIVATE KEY-----';
    expect(
      loadConfig({ ...live, HUB88_OPERATOR_ID: '42', HUB88_OPERATOR_PRIVATE_KEY: pem }).casino.catalogue
        .privateKey,
    ).toEqual({ pem });
    expect(() => loadConfig({ HUB88_OPERATOR_ID: '0' })).toThrow(/HUB88_OPERATOR_ID/);
  });
});
