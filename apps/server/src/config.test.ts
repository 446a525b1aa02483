import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('has working defaults for a demo', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({
      env: 'development',
      port: 3000,
      host: '0.0.0.0',
      databaseUrl: undefined,
      seedDemoData: true,
    });
    expect(c.dataDir.endsWith('/data')).toBe(true);
  });

  it('refuses production without DATABASE_URL and says why', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(
      /DATABASE_URL: is required when NODE_ENV=production/,
    );
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

  it('does not seed demo data in production unless asked', () => {
    const prod = { NODE_ENV: 'production', DATABASE_URL: 'postgres://db/x' };
    expect(loadConfig(prod).seedDemoData).toBe(false);
    expect(loadConfig({ ...prod, SEED_DEMO_DATA: 'true' }).seedDemoData).toBe(true);
  });
});
