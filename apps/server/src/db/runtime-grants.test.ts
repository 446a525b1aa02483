import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { deliver, eventBody, fakeGateway } from '../modules/payments/test-kit.ts';
import { call, signUp } from '../test/accounts.ts';
import { customerIdOf } from '../test/customers.ts';
import { assertLedgerSound } from '../test/ledger.ts';
import { methodId } from '../test/payments.ts';
import { createDb } from './create-db.ts';
import type { Database } from './database.ts';
import { migrateToLatest } from './migrate.ts';
import { assertRuntimeRoleCannotRewrite, historyWriters, migrateForRuntime } from './runtime-grants.ts';
import { seedDemoData } from './seed/seed.ts';

const ADMIN_URL = process.env.TEST_DATABASE_URL;

/**
 * Two roles on a throw-away database, as an operator sets them up (README, ADR 017): an owner
 * that migrates and a runtime role the app connects as. Needs a superuser TEST_DATABASE_URL.
 */
describe.skipIf(!ADMIN_URL)('database roles on postgres', () => {
  const suffix = randomBytes(4).toString('hex');
  const names = { db: `t_roles_${suffix}`, owner: `t_owner_${suffix}`, runtime: `t_app_${suffix}` };
  const urlFor = (user: string) => {
    const u = new URL(ADMIN_URL!);
    u.username = user;
    u.password = '';
    u.pathname = `/${names.db}`;
    return u.toString();
  };
  let admin: Kysely<unknown>;
  let db: Kysely<Database>;
  let app: FastifyInstance;
  let applied: string[];

  beforeAll(async () => {
    const pool = new pg.Pool({ connectionString: ADMIN_URL, max: 1 });
    pool.on('error', () => {});
    admin = new Kysely<unknown>({ dialect: new PostgresDialect({ pool }) });
    await sql`create role ${sql.id(names.owner)} login`.execute(admin);
    await sql`create role ${sql.id(names.runtime)} login`.execute(admin);
    await sql`create database ${sql.id(names.db)} owner ${sql.id(names.owner)}`.execute(admin);
    db = await createDb({ kind: 'postgres', url: urlFor(names.runtime) });
    applied = await migrateForRuntime({ databaseMigrationUrl: urlFor(names.owner) }, db);
    // The demo seed runs as the runtime role, as `npm start` does on an empty database.
    await seedDemoData(db);
    const config = { ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }) };
    app = await buildApp({ config, db, logger: false, paymentGateway: fakeGateway().gateway });
    await app.ready();
  }, 120_000);

  afterAll(async () => {
    await app?.close();
    await db?.destroy();
    await sql`drop database if exists ${sql.id(names.db)} with (force)`.execute(admin);
    await sql`drop role if exists ${sql.id(names.owner)}`.execute(admin);
    await sql`drop role if exists ${sql.id(names.runtime)}`.execute(admin);
    await admin.destroy();
  });

  it('migrates as the owner: the runtime role owns nothing, and re-running changes nothing', async () => {
    expect(applied.length).toBeGreaterThan(10);
    const { rows } = await sql<{ owner: string; n: number }>`
      select tableowner as owner, count(*)::int as n from pg_tables where schemaname = 'public' group by 1`.execute(
      db,
    );
    expect(rows).toEqual([{ owner: names.owner, n: expect.any(Number) }]);
    expect(await migrateForRuntime({ databaseMigrationUrl: urlFor(names.owner) }, db)).toEqual([]);
    // A restart without DATABASE_MIGRATION_URL: the runtime role sees nothing pending and writes nothing.
    expect(await migrateToLatest(db)).toEqual([]);
  });

  it('runs a deposit through the app as the runtime role, posting to the ledger', async () => {
    const player = await signUp(app);
    const havale = await methodId(db, 1, 'havale');
    const res = await call(
      app,
      'payment/deposit',
      { id: havale, target: 'pay', detail: { Amount: 700, Bank: 10, SenderName: 'Ali Veli' } },
      { token: player.token },
    );
    expect(res.statusCode, res.body).toBe(200);
    const id = await customerIdOf(db, player.username);
    const payment = await db
      .selectFrom('payment')
      .selectAll()
      .where('customer_id', '=', id)
      .executeTakeFirstOrThrow();
    const body = eventBody({
      reference: String(payment.id),
      amount: Number(payment.amount),
      gatewayPaymentId: payment.gateway_payment_id!,
    });
    expect((await deliver(app, body)).statusCode).toBe(200);
    const balance = await call(app, 'user/balance', undefined, { token: player.token });
    expect(balance.json().data.balance).toBe(700);
    // A refused webhook is still recorded: the runtime role may INSERT security events.
    expect((await deliver(app, body, { secret: `whsec_${'A'.repeat(43)}=` })).statusCode).toBe(400);
    expect(await db.selectFrom('security_event').select('id').execute()).toHaveLength(1);
    await assertLedgerSound(db);
  });

  it('refuses the runtime role UPDATE, DELETE, TRUNCATE and ALTER on the ledger and audit tables', async () => {
    const refused = [
      sql`delete from ledger_entry`,
      sql`update ledger_entry set amount = amount`,
      sql`update ledger_transfer set code = code`,
      sql`delete from ledger_transfer`,
      sql`truncate ledger_entry`,
      sql`truncate ledger_transfer cascade`,
      sql`delete from ledger_account`,
      sql`delete from auth_audit`,
      sql`update auth_audit set event = event`,
      sql`truncate auth_audit`,
      sql`delete from security_event`,
      sql`update security_event set reason = reason`,
      sql`alter table auth_audit disable trigger all`,
      sql`alter table ledger_entry disable trigger all`,
      sql`alter table security_event disable trigger all`,
      sql`insert into kysely_migration (name, timestamp) values ('x', 'y')`,
      sql`create table t_intruder (id int)`,
    ];
    for (const statement of refused) {
      const query = statement.compile(db).sql;
      await expect(statement.execute(db), query).rejects.toMatchObject({
        code: '42501',
        message: expect.stringMatching(/^(permission denied|must be owner)/),
      });
    }
  });

  it('leaves the runtime role the writes the app makes: sessions can still be ended', async () => {
    const player = await signUp(app);
    expect(
      (await call(app, 'auth/logout', undefined, { token: player.token, method: 'GET' })).statusCode,
    ).toBe(200);
  });
});

describe.skipIf(!ADMIN_URL)('the production start check of the runtime role (ADR 049)', () => {
  it('names the history tables an owner or superuser could rewrite, and none for the runtime role', async () => {
    const suffix = randomBytes(4).toString('hex');
    const names = { db: `t_start_${suffix}`, owner: `t_sowner_${suffix}`, runtime: `t_sapp_${suffix}` };
    const urlFor = (user: string) => {
      const u = new URL(ADMIN_URL!);
      u.username = user;
      u.password = '';
      u.pathname = `/${names.db}`;
      return u.toString();
    };
    const pool = new pg.Pool({ connectionString: ADMIN_URL, max: 1 });
    pool.on('error', () => {});
    const admin = new Kysely<unknown>({ dialect: new PostgresDialect({ pool }) });
    await sql`create role ${sql.id(names.owner)} login`.execute(admin);
    await sql`create role ${sql.id(names.runtime)} login`.execute(admin);
    await sql`create database ${sql.id(names.db)} owner ${sql.id(names.owner)}`.execute(admin);
    const runtime = await createDb({ kind: 'postgres', url: urlFor(names.runtime) });
    const owner = await createDb({ kind: 'postgres', url: urlFor(names.owner) });
    try {
      await migrateForRuntime({ databaseMigrationUrl: urlFor(names.owner) }, runtime);
      expect(await historyWriters(runtime)).toEqual([]);
      await expect(assertRuntimeRoleCannotRewrite(runtime)).resolves.toBeUndefined();
      const owned = await historyWriters(owner);
      expect(owned).toEqual(expect.arrayContaining(['auth_audit', 'ledger_entry', 'security_event']));
      await expect(assertRuntimeRoleCannotRewrite(owner)).rejects.toThrow(
        /refusing to start in production.*auth_audit/,
      );
      // A grant added by hand later is caught too.
      await sql`grant update on auth_audit to ${sql.id(names.runtime)}`.execute(owner);
      expect(await historyWriters(runtime)).toEqual(['auth_audit']);
    } finally {
      await runtime.destroy();
      await owner.destroy();
      await sql`drop database if exists ${sql.id(names.db)} with (force)`.execute(admin);
      await sql`drop role if exists ${sql.id(names.owner)}`.execute(admin);
      await sql`drop role if exists ${sql.id(names.runtime)}`.execute(admin);
      await admin.destroy();
    }
  }, 120_000);
});
