import { type Kysely, sql } from 'kysely';

/**
 * Staff roles (docs/decisions/029-staff-permissions.md). A role is a named set of permissions
 * from the shared catalogue; the seeded roles' sets are written at each start from that
 * catalogue (`builtin`), custom roles by staff. Admins that exist now keep full rights: they
 * get the `admin` role, whose permissions the next start fills in.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('admin_role')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('builtin', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('permissions', sql`text[]`, (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('created_by', 'bigint', (c) => c.references('admin_user.id').onDelete('set null'))
    .execute();
  await db.schema
    .createTable('admin_user_role')
    .addColumn('admin_id', 'bigint', (c) => c.notNull().references('admin_user.id').onDelete('cascade'))
    .addColumn('role_name', 'text', (c) => c.notNull().references('admin_role.name').onDelete('cascade'))
    .addColumn('granted_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('granted_by', 'bigint', (c) => c.references('admin_user.id').onDelete('set null'))
    .addPrimaryKeyConstraint('admin_user_role_pk', ['admin_id', 'role_name'])
    .execute();
  await db.schema.createIndex('admin_user_role_role_idx').on('admin_user_role').column('role_name').execute();
  await sql`insert into admin_role (name, builtin, permissions) values ('admin', true, '{}')`.execute(db);
  await sql`insert into admin_user_role (admin_id, role_name) select id, 'admin' from admin_user`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('admin_user_role').execute();
  await db.schema.dropTable('admin_role').execute();
}
