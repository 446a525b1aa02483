import { type Permission, SEEDED_ROLES } from '@lalebet/shared';
import { type Kysely, type Transaction, sql } from 'kysely';
import type { Database } from '../../db/database.ts';

type Db = Kysely<Database> | Transaction<Database>;

/**
 * The seeded roles' permissions follow the shared catalogue (docs/decisions/029-staff-permissions.md):
 * written at every start, so a release that adds a permission to a role needs no migration.
 * Custom roles are left alone.
 */
export async function syncSeededRoles(db: Db): Promise<void> {
  const rows = Object.entries(SEEDED_ROLES).map(([name, perms]) => ({
    name,
    builtin: true,
    permissions: [...perms],
  }));
  await db
    .insertInto('admin_role')
    .values(rows)
    .onConflict((oc) =>
      oc
        .column('name')
        .doUpdateSet({ permissions: (eb) => eb.ref('excluded.permissions'), builtin: true })
        .where('admin_role.builtin', '=', true),
    )
    .execute();
}

/** Everything an admin's roles allow. */
export async function permissionsOf(db: Db, adminId: bigint): Promise<Set<Permission>> {
  const { rows } = await sql<{ p: Permission }>`
    select distinct unnest(r.permissions) as p
    from admin_user_role ur join admin_role r on r.name = ur.role_name
    where ur.admin_id = ${adminId}`.execute(db);
  return new Set(rows.map((r) => r.p));
}

/** Gives an admin a role (idempotent). */
export async function grantRole(db: Db, adminId: bigint, role: string, grantedBy: bigint | null = null) {
  await db
    .insertInto('admin_user_role')
    .values({ admin_id: adminId, role_name: role, granted_by: grantedBy })
    .onConflict((oc) => oc.columns(['admin_id', 'role_name']).doNothing())
    .execute();
}
