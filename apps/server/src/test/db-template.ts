import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { createDb, notifySourceOf } from '../db/create-db.ts';
import { migrateToLatest } from '../db/migrate.ts';

/**
 * Migrated template databases, so a test's fresh database is a copy instead of a run of every
 * migration. Measured on the 2-core CI kind: a new in-memory PGlite pays its initdb (2.5-4 s)
 * plus the migrations (0.9 s); loading a dumped data directory takes about 1 s. On PostgreSQL
 * `create database … template` replaces about 0.75 s of migrations. Both templates are keyed by
 * the migrations' names and text, so a changed migration builds a new one.
 */
const MIGRATIONS_DIR = path.join(import.meta.dirname, '..', 'db', 'migrations');

function migrationsKey(): string {
  const hash = createHash('sha256');
  for (const file of fs.readdirSync(MIGRATIONS_DIR).sort()) {
    hash.update(file).update(fs.readFileSync(path.join(MIGRATIONS_DIR, file)));
  }
  // A PGlite data directory is only read back by the PGlite that wrote it.
  return hash.update(pgliteVersion()).digest('hex').slice(0, 16);
}

/**
 * PGlite's version, read from its package.json: the package does not export that file, and
 * `import.meta.resolve` is missing in Vitest's global setup (e2e), so look up node_modules.
 */
function pgliteVersion(): string {
  for (let dir = import.meta.dirname; ; dir = path.dirname(dir)) {
    const file = path.join(dir, 'node_modules', '@electric-sql', 'pglite', 'package.json');
    if (fs.existsSync(file))
      return (JSON.parse(fs.readFileSync(file, 'utf8')) as { version: string }).version;
    if (path.dirname(dir) === dir) throw new Error('@electric-sql/pglite is not installed');
  }
}

let key: string | undefined;
const templateKey = () => (key ??= migrationsKey());

let pgliteBlob: Promise<Blob> | undefined;

/** The dumped data directory of a migrated PGlite, built once per machine and migration set. */
export function pgliteTemplate(): Promise<Blob> {
  return (pgliteBlob ??= loadOrBuildPglite());
}

async function loadOrBuildPglite(): Promise<Blob> {
  const file = path.join(os.tmpdir(), `lalebet-pglite-template-${templateKey()}.tar`);
  if (fs.existsSync(file)) return new Blob([fs.readFileSync(file)]);
  const db = await createDb({ kind: 'pglite', dir: null });
  await migrateToLatest(db);
  const source = notifySourceOf(db);
  if (source?.kind !== 'pglite') throw new Error('createDb made no PGlite');
  const blob = await source.pg.dumpDataDir('none');
  await db.destroy();
  // Written aside and renamed, so a parallel worker never reads half a file.
  const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  fs.writeFileSync(partial, Buffer.from(await blob.arrayBuffer()));
  fs.renameSync(partial, file);
  return blob;
}

let postgresName: Promise<string> | undefined;

/** The name of a migrated template database on TEST_DATABASE_URL's server, built once per migration set. */
export function postgresTemplate(adminUrl: string): Promise<string> {
  return (postgresName ??= buildPostgresTemplate(adminUrl));
}

async function buildPostgresTemplate(adminUrl: string): Promise<string> {
  const name = `lalebet_tpl_${templateKey()}`;
  const pool = new pg.Pool({ connectionString: adminUrl, max: 1 });
  pool.on('error', () => {});
  const admin = new Kysely<unknown>({ dialect: new PostgresDialect({ pool }) });
  try {
    // Workers start together: one builds, the others wait on the lock and find it built.
    await admin.connection().execute(async (conn) => {
      await sql`select pg_advisory_lock(hashtext(${name}))`.execute(conn);
      try {
        const found = await sql`select 1 from pg_database where datname = ${name}`.execute(conn);
        if (found.rows.length > 0) return;
        // Built under another name and renamed when complete, so a crash never leaves half a template.
        const building = `${name}_b${randomBytes(3).toString('hex')}`;
        await sql`create database ${sql.id(building)}`.execute(conn);
        const url = new URL(adminUrl);
        url.pathname = `/${building}`;
        const db = await createDb({ kind: 'postgres', url: url.toString() });
        await migrateToLatest(db);
        await db.destroy();
        await sql`alter database ${sql.id(building)} rename to ${sql.id(name)}`.execute(conn);
      } finally {
        await sql`select pg_advisory_unlock(hashtext(${name}))`.execute(conn);
      }
    });
  } finally {
    await admin.destroy();
  }
  return name;
}
