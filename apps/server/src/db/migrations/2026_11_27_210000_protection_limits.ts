import { type Kysely, sql } from 'kysely';

/**
 * Player-protection limits (docs/decisions/024-player-protection.md): the limits in force (one row
 * per customer, kind, period and setter; the lower applies), pending raises and removals, the
 * per-day usage that fixed windows sum, deposit reservations, and the staff's RG flag queue.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const kind = sql`kind in ('deposit', 'loss', 'wager', 'session')`;
  const period = sql`period in ('day', 'week', 'month')`;
  await db.schema
    .createTable('rg_limit')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('customer_id', 'bigint', (c) => c.notNull().references('customer.id'))
    .addColumn('kind', 'text', (c) => c.notNull().check(kind))
    .addColumn('period', 'text', (c) => c.notNull().check(period))
    .addColumn('set_by', 'text', (c) => c.notNull().check(sql`set_by in ('player', 'staff')`))
    // Kuruş for money limits, minutes for the session limit.
    .addColumn('value', 'bigint', (c) => c.notNull().check(sql`value > 0`))
    .addColumn('since', 'timestamptz', (c) => c.notNull())
    .addColumn('staff_id', 'bigint')
    .addColumn('reason', 'text')
    .addUniqueConstraint('rg_limit_uq', ['customer_id', 'kind', 'period', 'set_by'])
    .execute();

  await db.schema
    .createTable('rg_limit_request')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('customer_id', 'bigint', (c) => c.notNull().references('customer.id'))
    .addColumn('kind', 'text', (c) => c.notNull().check(kind))
    .addColumn('period', 'text', (c) => c.notNull().check(period))
    // null: remove the limit.
    .addColumn('value', 'bigint', (c) => c.check(sql`value > 0`))
    .addColumn('requested_at', 'timestamptz', (c) => c.notNull())
    .addColumn('available_at', 'timestamptz', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('pending')
        .check(sql`status in ('pending', 'confirmed', 'cancelled', 'lapsed')`),
    )
    .addColumn('decided_at', 'timestamptz')
    .execute();
  await sql`create unique index rg_limit_request_one_pending on rg_limit_request (customer_id, kind, period)
    where status = 'pending'`.execute(db);

  // Fixed windows sum these days (in the jurisdiction's time zone).
  await db.schema
    .createTable('rg_usage_day')
    .addColumn('customer_id', 'bigint', (c) => c.notNull().references('customer.id'))
    .addColumn('day', 'date', (c) => c.notNull())
    .addColumn('stakes', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('wins', 'bigint', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('rg_usage_day_pk', ['customer_id', 'day'])
    .execute();

  // A deposit counts from its initiation (live), stays when confirmed, and is freed when released.
  await db.schema
    .createTable('rg_deposit_reservation')
    .addColumn('reference', 'text', (c) => c.primaryKey())
    .addColumn('customer_id', 'bigint', (c) => c.notNull().references('customer.id'))
    .addColumn('day', 'date', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull().check(sql`amount > 0`))
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('live', 'confirmed', 'released')`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('settled_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('rg_deposit_reservation_customer_day')
    .on('rg_deposit_reservation')
    .columns(['customer_id', 'day'])
    .execute();

  await db.schema
    .createTable('rg_flag')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('customer_id', 'bigint', (c) => c.notNull().references('customer.id'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('severity', 'text', (c) => c.notNull().check(sql`severity in ('weak', 'strong')`))
    .addColumn('details', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('reviewed_at', 'timestamptz')
    .addColumn('reviewed_by', 'bigint')
    .execute();
  await db.schema
    .createIndex('rg_flag_customer')
    .on('rg_flag')
    .columns(['customer_id', 'created_at'])
    .execute();
  await sql`create index rg_flag_open on rg_flag (created_at) where reviewed_at is null`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['rg_flag', 'rg_deposit_reservation', 'rg_usage_day', 'rg_limit_request', 'rg_limit']) {
    await db.schema.dropTable(table).execute();
  }
}
