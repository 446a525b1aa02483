/**
 * The back office's list speed (`npm run bench -- --only admin-lists`): p50/p99 of the player
 * search (several shapes of query), the Player 360 header and its ledger tab, over HTTP from a
 * separate process (lib/load.ts), against the real app on PostgreSQL with 100,000 players and
 * 1,000,000 ledger postings (lib/backoffice-seed.ts). The database `bench_admin` is kept between
 * runs (seeding takes minutes); it is re-made when a previous seed did not finish.
 */
import pg from 'pg';
import { buildApp } from '../../apps/server/src/app.ts';
import { loadConfig } from '../../apps/server/src/config.ts';
import { createDb } from '../../apps/server/src/db/create-db.ts';
import { migrateToLatest } from '../../apps/server/src/db/migrate.ts';
import { ensureAdminAccount } from '../../apps/server/src/modules/admin/admin-bootstrap.ts';
import { adminSessionOverHttp, stepUpInDb } from '../../apps/server/src/test/admin.ts';
// The type of app.limiter, which the auth plugin decorates.
import '../../apps/server/src/plugins/auth.ts';
import { WHALE, isSeeded, seedBackoffice } from './backoffice-seed.ts';
import { type LoadStats, runLoad } from './load.ts';

export type AdminListsRow = { name: string; path: string; role: string } & Pick<
  LoadStats,
  'requests' | 'rps' | 'p50Ms' | 'p99Ms' | 'errors'
>;
export type AdminListsResult = { server: string; players: number; postings: number; rows: AdminListsRow[] };

const DB_NAME = 'bench_admin';
// Staff accounts of their own each run: the database is kept, and the TOTP secrets of the last
// run's staff are not.
const run = Date.now().toString(36);
const OWNER = { username: `bench-owner-${run}`, password: 'Bench-Sahibi-Parolası-2026' };
const SUPPORT = { username: `bench-support-${run}`, password: 'Bench-Destek-Parolası-2026' };
const RISK = { username: `bench-risk-${run}`, password: 'Bench-Risk-Parolası-2026' };

/** `postgres://.../test` -> the same server, database bench_admin (created when missing). */
async function benchDatabaseUrl(adminUrl: string): Promise<string> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [DB_NAME]);
    if (!rowCount) await admin.query(`create database ${DB_NAME}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${DB_NAME}`;
  return url.toString();
}

async function recreate(adminUrl: string) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${DB_NAME} with (force)`);
  await admin.query(`create database ${DB_NAME}`);
  await admin.end();
}

export async function runAdminListsBench(opts: {
  url: string;
  durationMs: number;
  warmupMs: number;
  connections: number;
  players?: number;
  postings?: number;
  log?: (line: string) => void;
}): Promise<AdminListsResult> {
  const log = opts.log ?? console.log;
  const players = opts.players ?? 100_000;
  const postings = opts.postings ?? 1_000_000;
  let url = await benchDatabaseUrl(opts.url);
  let db = await createDb({ kind: 'postgres', url, poolSize: opts.connections + 2 });
  await migrateToLatest(db);
  if (!(await isSeeded(db))) {
    log(
      `  seeding ${DB_NAME}: ${players.toLocaleString('en-US')} players, ${postings.toLocaleString('en-US')} postings`,
    );
    await db.destroy();
    await recreate(opts.url);
    url = await benchDatabaseUrl(opts.url);
    db = await createDb({ kind: 'postgres', url, poolSize: opts.connections + 2 });
    await migrateToLatest(db);
    await seedBackoffice(db, { players, postings, whalePostings: Math.floor(postings / 10), log });
  } else log(`  reusing the seeded database ${DB_NAME}`);

  const config = { ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }), trustProxy: ['127.0.0.1'] };
  const app = await buildApp({ config, db, logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const port = (app.server.address() as { port: number }).port;
  const base = `http://127.0.0.1:${port}`;
  const rows: AdminListsRow[] = [];
  try {
    await ensureAdminAccount(db, app.limiter, { env: 'production', admin: OWNER }, () => {});
    const owner = await adminSessionOverHttp(base, OWNER);
    // Staff changes need a step-up (ADR 030); the bench marks it as the tests do.
    await stepUpInDb(db, owner.token);
    for (const [login, role] of [
      [SUPPORT, 'support'],
      [RISK, 'risk'],
    ] as const) {
      // Invited, not given a password (ADR 044): the bench reads the link from the dev outbox.
      const email = `${login.username}@bench.example`;
      const phone = `90555${role === 'support' ? 1 : 2}${String(Date.now() % 1_000_000).padStart(6, '0')}`;
      const post = (path: string, body: object, token?: string) =>
        fetch(`${base}/api/${path}`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            ...(token ? { authorization: `Bearer ${token}` } : {}),
          },
          body: JSON.stringify(body),
        });
      const made = await post(
        'admin/staff',
        { username: login.username, email, phone, roles: [role] },
        owner.token,
      );
      if (!made.ok) throw new Error(`creating ${role} staff: ${made.status} ${await made.text()}`);
      const outbox = (await (await fetch(`${base}/api/dev/outbox`)).json()) as {
        data: { to: string; text: string }[];
      };
      const token = outbox.data.find((m) => m.to === email)?.text.match(/#([A-Za-z0-9_-]{20,})/)?.[1];
      const accepted = await post('admin/auth/invitation', { token, password: login.password });
      if (!accepted.ok) throw new Error(`${role} invitation: ${accepted.status} ${await accepted.text()}`);
    }
    const tokens = {
      support: (await adminSessionOverHttp(base, SUPPORT)).token,
      risk: (await adminSessionOverHttp(base, RISK)).token,
    };
    const whaleId = (
      await db.selectFrom('customer').select('id').where('username', '=', WHALE).executeTakeFirstOrThrow()
    ).id;
    const someone =
      (await db.selectFrom('customer').select('id').where('username', '=', 'emre12345').executeTakeFirst())
        ?.id ?? whaleId;
    const middle = (
      await db
        .selectFrom('ledger_entry as e')
        .innerJoin('ledger_account as a', 'a.id', 'e.account_id')
        .select((eb) => eb.fn.max('e.id').as('id'))
        .where('a.customer_id', '=', whaleId)
        .executeTakeFirstOrThrow()
    ).id;
    const scenarios: [string, string, keyof typeof tokens][] = [
      // The floor: an admin route that reads only the session, for what auth costs on this machine.
      ['baseline: admin/auth/me', 'admin/auth/me', 'support'],
      ['search: first page', 'admin/customers', 'support'],
      ['search: username prefix', 'admin/customers?query=Zeyn', 'support'],
      ['search: username exact', 'admin/customers?query=emre12345', 'support'],
      ['search: e-mail', 'admin/customers?query=fatma54323%40gmail.com', 'support'],
      ['search: phone (national)', 'admin/customers?query=0530%20004%2012', 'support'],
      ['search: user code', 'admin/customers?query=20054321', 'support'],
      ['search: with PII (audited)', 'admin/customers?query=emre1234', 'risk'],
      ['detail: player', `admin/customers/${someone}`, 'support'],
      ['detail: whale', `admin/customers/${whaleId}`, 'support'],
      ['ledger: player', `admin/customers/${someone}/ledger`, 'support'],
      ['ledger: whale, page 1', `admin/customers/${whaleId}/ledger?take=50`, 'support'],
      [
        'ledger: whale, keyset',
        `admin/customers/${whaleId}/ledger?take=50&before=${Number(middle) - 50_000}`,
        'support',
      ],
      ['ledger: whale, skip 5000', `admin/customers/${whaleId}/ledger?take=50&skip=5000`, 'support'],
    ];
    for (const [name, path, role] of scenarios) {
      const load = {
        url: `${base}/api/${path}`,
        method: 'GET' as const,
        headers: { authorization: `Bearer ${tokens[role]}`, 'x-forwarded-for': '10.9.0.1' },
        connections: opts.connections,
      };
      if (opts.warmupMs) await runLoad({ ...load, durationMs: opts.warmupMs });
      const s = await runLoad({ ...load, durationMs: opts.durationMs });
      const row = {
        name,
        path,
        role,
        requests: s.requests,
        rps: s.rps,
        p50Ms: s.p50Ms,
        p99Ms: s.p99Ms,
        errors: s.errors,
      };
      rows.push(row);
      log(
        `  ${name.padEnd(28)} ${s.rps.toFixed(0).padStart(6)} req/s  p50 ${s.p50Ms.toFixed(2).padStart(7)} ms  p99 ${s.p99Ms.toFixed(2).padStart(7)} ms` +
          (s.errors ? `  ${s.errors} errors (${JSON.stringify(s.statuses)})` : ''),
      );
    }
  } finally {
    await app.close();
    await db.destroy();
  }
  const server = new URL(url).host;
  return { server: `PostgreSQL at ${server}/${DB_NAME}`, players, postings, rows };
}
