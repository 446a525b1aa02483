/**
 * Vitest globalSetup for the e2e projects: builds the web app if stale, starts the real server
 * (`node apps/server/src/server.ts`) on a free loopback port with the demo seed, waits for
 * /readyz, and hands the base URL to the tests as `inject('baseUrl')`. The `e2e` project's
 * server runs on a fresh embedded PGlite with nothing outside; the `e2e-pg` project's on a
 * throw-away database on TEST_DATABASE_URL's PostgreSQL, with REDIS_URL's Redis when set.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { createDb } from '../apps/server/src/db/create-db.ts';
import { migrateToLatest } from '../apps/server/src/db/migrate.ts';
import { seedDemoData } from '../apps/server/src/db/seed/seed.ts';
import { adminSessionOverHttp } from '../apps/server/src/test/admin.ts';
import { type TestDb, createTestDb } from '../apps/server/src/test/harness.ts';
import { repoRoot } from '../scripts/lib/proc.ts';
import { ensureWebBuild } from '../scripts/lib/web-build.ts';
import pino from 'pino';
import { createRateLimitStore } from '../apps/server/src/infra/rate-limit/index.ts';
import { ensureAdminAccount } from '../apps/server/src/modules/admin/admin-bootstrap.ts';
import { ADMIN, SECOND_ADMIN } from './helpers/admin.ts';
import { chromiumMissingMessage, findChromium } from './helpers/chromium.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** e.g. http://127.0.0.1:41234, no trailing slash; '' when E2E is skipped. */
    baseUrl: string;
    /** The e2e admin's TOTP secret, enrolled here once the server is ready (helpers/admin.ts). */
    adminTotpSecret: string;
    /** The second full admin's: the other pair of eyes on staff requests (ADR 044). */
    secondAdminTotpSecret: string;
  }
}

const READY_TIMEOUT_MS = 120_000;

export default async function setup(project: TestProject) {
  if (!findChromium().found) {
    // The tests themselves skip (or throw under REQUIRE_E2E=1); no server needed.
    if (process.env.REQUIRE_E2E === '1') throw new Error(chromiumMissingMessage());
    project.provide('baseUrl', '');
    project.provide('adminTotpSecret', '');
    project.provide('secondAdminTotpSecret', '');
    return;
  }

  await ensureWebBuild((line) => console.log(`[e2e] ${line}`));
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lalebet-e2e-'));
  const postgres = project.name === 'e2e-pg' ? await createTestDb('postgres') : null;
  await prepareDatabase(postgres ?? dataDir);
  const port = await freePort();
  const gamePort = await freePort();
  const betsyPort = await freePort();
  const betcoPort = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const server = startServer({ port, gamePort, betsyPort, betcoPort, dataDir, databaseUrl: postgres?.url });
  const cleanUp = async () => {
    await stop(server.child);
    await postgres?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };

  let admin;
  let second;
  try {
    await waitForReady(baseUrl, server);
    // The back office needs TOTP: enrol the e2e admin once; journeys compute codes from the secret.
    admin = await adminSessionOverHttp(baseUrl, ADMIN);
    second = await adminSessionOverHttp(baseUrl, SECOND_ADMIN);
  } catch (err) {
    await cleanUp();
    throw err;
  }
  project.provide('baseUrl', baseUrl);
  project.provide('adminTotpSecret', admin.secret);
  project.provide('secondAdminTotpSecret', second.secret);
  return cleanUp;
}

type Server = { child: ChildProcess; output: string[] };

function startServer({
  port,
  gamePort,
  betsyPort,
  betcoPort,
  dataDir,
  databaseUrl,
}: {
  port: number;
  gamePort: number;
  betsyPort: number;
  betcoPort: number;
  dataDir: string;
  /** PostgreSQL (with REDIS_URL kept); else a hermetic server on embedded PGlite in dataDir. */
  databaseUrl?: string | undefined;
}): Server {
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const key of [
    'DATABASE_URL',
    ...(databaseUrl ? [] : ['REDIS_URL']),
    'PUBLIC_URL',
    'WEB_DIST_DIR',
    'SEED_DEMO_DATA',
    'GAME_PROVIDER_URL',
  ])
    delete env[key];
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  // A known back-office account, so journeys can act as the operator (helpers/admin.ts).
  Object.assign(env, { ADMIN_USERNAME: ADMIN.username, ADMIN_PASSWORD: ADMIN.password });
  Object.assign(env, {
    NODE_ENV: 'development', // so the demo seed runs
    LOG_LEVEL: 'warn',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: dataDir,
    // The game-provider simulator: its own port, so games run on another origin than the site.
    GAME_SIMULATOR_PORT: String(gamePort),
    GAME_SIMULATOR_PUBLIC_URL: `http://127.0.0.1:${gamePort}`,
    // The Betsy simulator (ADR 091): the bridged sportsbook's frame on a third origin.
    BETSY_MODE: 'sim',
    BETSY_SIMULATOR_PORT: String(betsyPort),
    BETSY_SIMULATOR_PUBLIC_URL: `http://127.0.0.1:${betsyPort}`,
    // The betco simulator (ADR 097): the e-sports frame on a fourth origin.
    BETCO_MODE: 'sim',
    BETCO_SIMULATOR_PORT: String(betcoPort),
    BETCO_SIMULATOR_PUBLIC_URL: `http://127.0.0.1:${betcoPort}`,
  });
  const child = spawn(process.execPath, ['apps/server/src/server.ts'], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  const collect = (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n')) {
      if (!line.trim()) continue;
      output.push(line);
      if (output.length > 200) output.shift();
      // Warnings and errors only (LOG_LEVEL=warn), plus the start-up banner.
      console.log(`[e2e server] ${line}`);
    }
  };
  child.stdout!.on('data', collect);
  child.stderr!.on('data', collect);
  return { child, output };
}

async function waitForReady(baseUrl: string, server: Server) {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  let last = 'no answer yet';
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null) {
      throw new Error(
        `The e2e server exited (code ${server.child.exitCode}) before it was ready:\n${server.output.join('\n')}`,
      );
    }
    try {
      const res = await fetch(`${baseUrl}/readyz`, { signal: AbortSignal.timeout(2_000) });
      if (res.ok) return;
      last = `${res.status} ${await res.text()}`;
    } catch (err) {
      last = err instanceof Error ? err.message : String(err);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(
    `The e2e server was not ready within ${READY_TIMEOUT_MS / 1000} s (last: ${last}):\n${server.output.join('\n')}`,
  );
}

/**
 * Migrates and seeds the server's database before it starts, configured as an operator
 * would: every journey signs up from 127.0.0.1, so the per-IP sign-up cap is raised.
 */
async function prepareDatabase(target: string | TestDb) {
  // A TestDb comes migrated; its handle stays open for the drop at the end.
  const db =
    typeof target === 'string'
      ? await createDb({ kind: 'pglite', dir: path.join(target, 'pglite') })
      : target.db;
  try {
    await migrateToLatest(db);
    await seedDemoData(db);
    await db
      .insertInto('site_option')
      .values({ key: 'RegistrationsPerIpHour', value: '1000', status: true })
      .execute();
    // Journeys pay a withdrawal right after asking for it; every destination, Papara included,
    // is otherwise held for 24 h when new (docs/decisions/047-money-details.md), which the
    // server tests cover (payout-details.test.ts).
    await db
      .insertInto('site_option')
      .values({ key: 'PayoutDestinationCoolingOffHours', value: '0', status: true })
      .execute();
    // A second full admin, made the way an operator makes one (a start with its ADMIN_* pair):
    // staff with money permissions need a second staff manager's approval (ADR 044).
    const limiter = createRateLimitStore(undefined, pino({ enabled: false }));
    await ensureAdminAccount(db, limiter, { env: 'production', admin: SECOND_ADMIN }, () => {});
    await limiter.close();
  } finally {
    if (typeof target === 'string') await db.destroy();
  }
}

function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const kill = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(kill);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}
