import { type KeyObject, randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { buildApp } from '../app.ts';
import { type Config, loadConfig } from '../config.ts';
import { createDb } from '../db/create-db.ts';
import type { Database } from '../db/database.ts';
import type { PaymentGateway } from '../infra/payment-gateway/gateway.ts';
import { pgliteTemplate, postgresTemplate } from './db-template.ts';
import { seedDemoData } from '../db/seed/seed.ts';

export type DbKind = 'pglite' | 'postgres';

/**
 * The databases integration tests run on: PGlite always; PostgreSQL too when
 * TEST_DATABASE_URL points at a server we may create throw-away databases on.
 */
export function testDatabases(): DbKind[] {
  return process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
}

/** `url` is set for PostgreSQL, so a test can point server processes at the same database. */
export type TestDb = { db: Kysely<Database>; drop: () => Promise<void>; url?: string };

/** A fresh, migrated, empty database of the given kind. */
export async function createTestDb(kind: DbKind): Promise<TestDb> {
  if (kind === 'pglite') {
    const db = await createDb({ kind: 'pglite', dir: null, loadDataDir: await pgliteTemplate() });
    await ownInstanceId(db);
    return { db, drop: () => db.destroy() };
  }
  const adminUrl = process.env.TEST_DATABASE_URL!;
  const name = `t_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const adminPool = new pg.Pool({ connectionString: adminUrl, max: 1 });
  adminPool.on('error', () => {});
  const admin = new Kysely<unknown>({ dialect: new PostgresDialect({ pool: adminPool }) });
  const template = await postgresTemplate(adminUrl);
  await sql`create database ${sql.id(name)} template ${sql.id(template)}`.execute(admin);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const db = await createDb({ kind: 'postgres', url: url.toString() });
  await ownInstanceId(db);
  return {
    db,
    url: url.toString(),
    drop: async () => {
      await db.destroy();
      await sql`drop database if exists ${sql.id(name)} with (force)`.execute(admin);
      await admin.destroy();
    },
  };
}

/**
 * A copy of the template keeps the template's hub_instance row, the id that names a database's
 * Redis channels and rate-limit counters: each test database draws its own, as a migrated one would.
 */
async function ownInstanceId(db: Kysely<Database>) {
  await sql`update hub_instance set channel_id = gen_random_uuid()`.execute(db);
}

export type TestApp = { app: FastifyInstance; db: Kysely<Database>; close: () => Promise<void> };

export async function createTestApp(
  kind: DbKind,
  opts: {
    seed?: boolean;
    config?: Partial<Config>;
    beforeReady?: (app: FastifyInstance) => void;
    /** Capture log lines (all levels) instead of discarding them. */
    logStream?: NodeJS.WritableStream;
    /** Instead of the simpay adapter (which talks to the in-process simulator over HTTP). */
    paymentGateway?: PaymentGateway;
    /** Trusted for X-Hub88-Signature (the game-wallet test kit signs with its own key pair). */
    gameProviderPublicKey?: KeyObject;
    /** false: the app without its sportsbook (the test registers the parts it tests). */
    sportsbook?: boolean;
  } = {},
): Promise<TestApp> {
  const { db, drop } = await createTestDb(kind);
  if (opts.seed) await seedDemoData(db);
  const config = { ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }), ...opts.config };
  const { paymentGateway, gameProviderPublicKey, sportsbook } = opts;
  const app = opts.logStream
    ? await buildApp({
        config: { ...config, logLevel: 'trace' },
        db,
        logStream: opts.logStream,
        paymentGateway,
        gameProviderPublicKey,
        sportsbook,
      })
    : await buildApp({
        config,
        db,
        logger: !!process.env.TEST_LOGS,
        paymentGateway,
        gameProviderPublicKey,
        sportsbook,
      });
  opts.beforeReady?.(app);
  await app.ready();
  return {
    app,
    db,
    close: async () => {
      await app.close();
      await drop();
    },
  };
}
