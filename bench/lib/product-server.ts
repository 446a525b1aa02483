/**
 * The product as `npm start` runs it (scripts/start.ts: default logging, the demo seed, the
 * simulators of a development start), in a process of its own, on a fresh PGlite data folder or
 * a throw-away PostgreSQL database. Its log goes to a file, as a host would collect it.
 */
import { spawn } from 'node:child_process';
import { generateKeyPairSync } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { cpuMsOf } from './proc-cpu.ts';

const repoRoot = path.resolve(import.meta.dirname, '../..');

export type ProductServer = {
  baseUrl: string;
  pid: number;
  label: string;
  /** The throw-away database (PostgreSQL only), for fixtures and its backends' CPU. */
  database?: { url: string; name: string; adminUrl: string };
  /** Signs Hub88 calls the server trusts (GAME_PROVIDER_PUBLIC_KEY_FILE). */
  walletPrivateKeyPem: string;
  close: () => Promise<void>;
};

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function createDatabase(adminUrl: string, prefix: string) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  const name = `${prefix}_${Date.now().toString(36)}`;
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    name,
    adminUrl,
    drop: async () => {
      const again = new pg.Client({ connectionString: adminUrl });
      await again.connect();
      await again.query(`drop database if exists ${name} with (force)`);
      await again.end();
    },
  };
}

async function waitReady(baseUrl: string, exited: Promise<number | null>) {
  // Migrations and the demo seed take minutes on a busy shared machine.
  const deadline = Date.now() + 300_000;
  let gone = false;
  void exited.then(() => (gone = true));
  while (Date.now() < deadline && !gone) {
    try {
      if ((await fetch(`${baseUrl}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`the product server at ${baseUrl} did not start (see its log)`);
}

/** CPU per second under which a started product counts as settled (a quiet one idles at 20 to 60). */
const SETTLED_MS_PER_S = 80;

/**
 * Start-up work goes on for seconds after /healthz first answers (the feed's first fixtures, the
 * demo seed's caches): 144 ms of CPU per second in the first 5 s against 20 to 60 once settled
 * (docs/decisions/052-per-request-cost.md). Measured then, it would count in the first
 * scenario's CPU per request. Waits for two quiet 1-s windows in a row, at most 60 s.
 */
async function waitSettled(pid: number): Promise<number> {
  const started = Date.now();
  let quiet = 0;
  let last = cpuMsOf(pid);
  while (quiet < 2 && Date.now() - started < 60_000) {
    await new Promise((r) => setTimeout(r, 1000));
    const now = cpuMsOf(pid);
    quiet = now - last < SETTLED_MS_PER_S ? quiet + 1 : 0;
    last = now;
  }
  return Date.now() - started;
}

/** `name` names its log file (bench/.results/<name>.log); `postgresUrl` picks PostgreSQL. */
export async function startProduct(opts: { name: string; postgresUrl?: string }): Promise<ProductServer> {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'lalebet-bench-'));
  const keys = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const keyFile = path.join(work, 'hub88-public.pem');
  fs.writeFileSync(keyFile, keys.publicKey.export({ type: 'spki', format: 'pem' }));
  const database = opts.postgresUrl ? await createDatabase(opts.postgresUrl, 'bench_product') : null;
  const port = await freePort();
  const env: NodeJS.ProcessEnv = { ...process.env };
  // What a plain `npm start` sees, not what the shell running the bench happens to export.
  for (const name of ['NODE_ENV', 'LOG_LEVEL', 'DATABASE_URL', 'REDIS_URL', 'WEB_CONCURRENCY'])
    delete env[name];
  Object.assign(env, {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: path.join(work, 'data'),
    GAME_SIMULATOR_PORT: '0',
    GAME_PROVIDER_PUBLIC_KEY_FILE: keyFile,
    // The bench plays the edge proxy: it names a client per bench user, so that setting up many
    // users does not run into the per-address sign-up limit.
    TRUST_PROXY: '127.0.0.1',
    ...(database ? { DATABASE_URL: database.url } : {}),
  });
  const logDir = path.join(repoRoot, 'bench/.results');
  fs.mkdirSync(logDir, { recursive: true });
  const log = fs.openSync(path.join(logDir, `${opts.name}.log`), 'w');
  const child = spawn(process.execPath, ['scripts/start.ts'], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', log, log],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    await waitReady(baseUrl, exited);
    const settledMs = await waitSettled(child.pid!);
    console.log(
      `  (${opts.name}: start-up work settled ${(settledMs / 1000).toFixed(0)} s after it answered)`,
    );
  } catch (err) {
    child.kill('SIGKILL');
    await database?.drop();
    throw err;
  }
  let closed = false;
  return {
    baseUrl,
    pid: child.pid!,
    label: database ? `PostgreSQL (${database.name})` : 'PGlite in DATA_DIR',
    database: database ?? undefined,
    walletPrivateKeyPem: keys.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    close: async () => {
      if (closed) return;
      closed = true;
      child.kill('SIGTERM');
      await exited;
      fs.closeSync(log);
      await database?.drop();
      fs.rmSync(work, { recursive: true, force: true });
    },
  };
}
