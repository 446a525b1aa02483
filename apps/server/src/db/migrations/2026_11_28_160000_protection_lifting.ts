import { type Kysely, sql } from 'kysely';

/**
 * Lifting a self-exclusion after it ended, withdraw-only sessions, and the marks of blocks whose
 * end has been audited (docs/decisions/033-lifting-and-withdraw-only.md;
 * docs/rules.md R26, R30 and R40).
 */
export async function up(db: Kysely<any>): Promise<void> {
  // A session opened during a time-out or self-exclusion: withdraw-only (docs/rules.md R26).
  await db.schema
    .alterTable('customer_session')
    .addColumn('restricted', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();

  await db.schema
    .createTable('rg_lift_request')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('customer_id', 'bigint', (c) => c.notNull().references('customer.id'))
    .addColumn('status', 'text', (c) =>
      c.notNull().check(sql`status in ('pending', 'approved', 'rejected', 'resumed')`),
    )
    .addColumn('reason', 'text', (c) => c.notNull().check(sql`length(reason) between 1 and 2000`))
    // The end of the self-exclusion this request lifts: a later exclusion needs a new request.
    .addColumn('block_ended_at', 'timestamptz', (c) => c.notNull())
    .addColumn('requested_at', 'timestamptz', (c) => c.notNull())
    .addColumn('first_approver_id', 'bigint', (c) => c.references('admin_user.id'))
    .addColumn('first_approved_at', 'timestamptz')
    .addColumn('second_approver_id', 'bigint', (c) => c.references('admin_user.id'))
    .addColumn('approved_at', 'timestamptz')
    .addColumn('effective_at', 'timestamptz')
    .addColumn('rejected_by', 'bigint', (c) => c.references('admin_user.id'))
    .addColumn('rejected_at', 'timestamptz')
    .addColumn('reject_reason', 'text', (c) => c.check(sql`length(reject_reason) <= 500`))
    .addColumn('resumed_at', 'timestamptz')
    // Four-eyes: the two acceptances are by different staff (enforced here as well as in code).
    .addCheckConstraint(
      'rg_lift_request_two_people',
      sql`second_approver_id is null or second_approver_id <> first_approver_id`,
    )
    .addCheckConstraint(
      'rg_lift_request_approved_whole',
      sql`status not in ('approved', 'resumed') or (second_approver_id is not null and effective_at is not null)`,
    )
    .execute();
  await db.schema
    .createIndex('rg_lift_request_customer_idx')
    .on('rg_lift_request')
    .columns(['customer_id', 'id'])
    .execute();
  // At most one open request per player.
  await sql`create unique index rg_lift_request_one_open on rg_lift_request (customer_id)
    where status in ('pending', 'approved')`.execute(db);

  // An exclusion row whose end has been audited (rg_block_ended), so the sweep writes it once.
  await db.schema
    .createTable('rg_exclusion_end')
    .addColumn('exclusion_id', 'bigint', (c) => c.primaryKey().references('rg_exclusion.id'))
    .addColumn('recorded_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('rg_exclusion_ends_idx')
    .on('rg_exclusion')
    .column('ends_at')
    .where(sql.ref('ends_at'), 'is not', null)
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('rg_exclusion_ends_idx').execute();
  await db.schema.dropTable('rg_exclusion_end').execute();
  await db.schema.dropTable('rg_lift_request').execute();
  await db.schema.alterTable('customer_session').dropColumn('restricted').execute();
}
