import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config.ts';
import { type TestDb, createTestDb } from './harness.ts';
import { type ServerProcess, startServerProcess } from './server-process.ts';

const databaseUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL ?? process.env.REDIS_URL;
const reason = !databaseUrl
  ? 'TEST_DATABASE_URL is not set'
  : !redisUrl
    ? 'neither TEST_REDIS_URL nor REDIS_URL is set'
    : null;
if (reason) console.log(`skipping the WEB_CONCURRENCY test: ${reason}`);

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe('WEB_CONCURRENCY', () => {
  it('is refused on the embedded database and without Redis, with a message saying why', () => {
    const refusal = (env: Record<string, string>) => {
      try {
        loadConfig({ NODE_ENV: 'production', WEB_CONCURRENCY: '2', ...env });
      } catch (err) {
        if (err instanceof ConfigError) return err.message;
      }
      return '';
    };
    expect(refusal({})).toMatch(/DATABASE_URL: is required when WEB_CONCURRENCY > 1: .*PGlite/);
    expect(refusal({ DATABASE_URL: 'postgres://db/x' })).toMatch(
      /REDIS_URL: is required when WEB_CONCURRENCY > 1/,
    );
    const test = { NODE_ENV: 'test', DATABASE_URL: 'postgres://db/x', REDIS_URL: 'redis://r' };
    expect(() => loadConfig({ ...test, WEB_CONCURRENCY: '2' })).toThrow(/PAYMENT_GATEWAY_URL: .*simulator/);
    expect(
      loadConfig({ ...test, WEB_CONCURRENCY: '3', PAYMENT_GATEWAY_URL: 'http://gw' }).webConcurrency,
    ).toBe(3);
    expect(loadConfig({ NODE_ENV: 'test' }).webConcurrency).toBe(1);
  });
});

const METRICS_TOKEN = 'cluster-metrics-token-0123456789';

/** `npm start` with WEB_CONCURRENCY=2: one primary, two workers on one port (ADR 018). */
describe.skipIf(reason !== null)('WEB_CONCURRENCY=2 on PostgreSQL + Redis', () => {
  let database: TestDb;
  let server: ServerProcess;
  beforeAll(async () => {
    database = await createTestDb('postgres');
    server = await startServerProcess({
      WEB_CONCURRENCY: '2',
      DATABASE_URL: database.url!,
      REDIS_URL: redisUrl!,
      SEED_DEMO_DATA: 'false',
      // Never called here; the gateway simulator cannot serve several processes.
      PAYMENT_GATEWAY_URL: 'http://127.0.0.1:9/sim/gateway',
      METRICS_TOKEN: METRICS_TOKEN,
    });
  });
  afterAll(async () => {
    await server?.stop();
    await database?.drop();
  });

  const workers = () => [...server.output().matchAll(/worker (\d+) listening/g)].map((m) => Number(m[1]));
  const ready = async () => (await fetch(`${server.base}/readyz`)).status;

  it('serves from two workers, restarts one that dies, and drains all on SIGTERM', async () => {
    expect(server.output()).toContain('2 processes');
    const [first, second] = workers();
    expect(new Set([first, second]).size).toBe(2);
    expect(await Promise.all(Array.from({ length: 6 }, ready))).toEqual(Array(6).fill(200));

    // Whichever worker a scrape reaches, it answers for both (ADR 048): all six readiness checks.
    const readyzCount = async () => {
      const res = await fetch(`${server.base}/metrics`, {
        headers: { authorization: `Bearer ${METRICS_TOKEN}` },
      });
      expect(res.status).toBe(200);
      const line =
        /^lalebet_http_request_duration_seconds_count\{route="\/readyz",method="GET",status_class="2xx"\} (\d+)$/m;
      return Number(line.exec(await res.text())?.[1]);
    };
    expect([await readyzCount(), await readyzCount()]).toEqual([6, 6]);
    expect((await fetch(`${server.base}/metrics`)).status).toBe(401);

    process.kill(first!, 'SIGKILL');
    await server.waitFor(new RegExp(`worker ${first} died \\(SIGKILL\\); restarting`));
    await server.waitFor(/worker \d+ listening[\s\S]*worker \d+ listening[\s\S]*worker (\d+) listening/);
    const third = workers()[2]!;
    expect([first, second]).not.toContain(third);
    expect(alive(third)).toBe(true);
    expect(await Promise.all(Array.from({ length: 6 }, ready))).toEqual(Array(6).fill(200));

    await server.stop();
    expect(server.child.exitCode).toBe(0);
    expect(server.output()).toMatch(/SIGTERM: draining 2 worker\(s\)/);
    expect(alive(second!) || alive(third)).toBe(false);
  }, 60_000);
});
