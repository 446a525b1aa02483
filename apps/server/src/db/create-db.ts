import fs from 'node:fs/promises';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect } from 'kysely';
import type { Database } from './database.ts';
import { pglitePool } from './pglite-pool.ts';
import { preparingClient } from './prepared-client.ts';

const INT8_OID = 20;

export type DbTarget =
  /** poolSize: connections in the pool (default 10); the benches match it to their clients. */
  | { kind: 'postgres'; url: string; poolSize?: number }
  /** loadDataDir: start from a dumped data directory (the tests' migrated template). */
  | { kind: 'pglite'; dir: string | null; loadDataDir?: Blob };

/** How to LISTEN beside a database made here: its URL, or the embedded instance itself. */
export type NotifySource = { kind: 'postgres'; url: string } | { kind: 'pglite'; pg: PGlite };
const notifySources = new WeakMap<Kysely<Database>, NotifySource>();

/** Where change notices of this database can be received (undefined for one not made by createDb). */
export const notifySourceOf = (db: Kysely<Database>) => notifySources.get(db);

/**
 * One Kysely instance for either PostgreSQL (DATABASE_URL) or embedded PGlite (DATA_DIR).
 * int8 is parsed to bigint on both, so money never passes through a float.
 */
export async function createDb(target: DbTarget): Promise<Kysely<Database>> {
  if (target.kind === 'postgres') {
    const pg = await import('pg');
    const pool = new pg.default.Pool({
      connectionString: target.url,
      max: target.poolSize ?? 10,
      Client: preparingClient(pg.default.Client),
      // Statements are sent without waiting for the one before (prepared-client.ts).
      pipeline: true,
      types: {
        getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
          oid === INT8_OID
            ? (v: string) => BigInt(v)
            : pg.default.types.getTypeParser(oid, format)) as typeof pg.default.types.getTypeParser,
      },
    });
    // An idle client dropped by the server (restart, admin command) must not crash the process.
    pool.on('error', () => {});
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    notifySources.set(db, { kind: 'postgres', url: target.url });
    return db;
  }
  const { PGlite } = await import('@electric-sql/pglite');
  if (target.dir) await fs.mkdir(path.dirname(target.dir), { recursive: true });
  const pg = await PGlite.create(target.dir ?? 'memory://', {
    ...(target.loadDataDir ? { loadDataDir: target.loadDataDir } : {}),
    parsers: { [INT8_OID]: (v: string) => BigInt(v) },
  });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: pglitePool(pg) }) });
  notifySources.set(db, { kind: 'pglite', pg });
  return db;
}

export function dbTargetFromConfig(config: { databaseUrl?: string | undefined; dataDir: string }): DbTarget {
  return config.databaseUrl
    ? { kind: 'postgres', url: config.databaseUrl }
    : { kind: 'pglite', dir: path.join(config.dataDir, 'pglite') };
}
