import { type Kysely, type Transaction, sql } from 'kysely';
import type { Database } from '../../db/database.ts';

type Db = Kysely<Database> | Transaction<Database>;

export async function listStaff(db: Db, skip: number, take: number) {
  const [rows, count] = await Promise.all([
    db
      .selectFrom('admin_user as a')
      .select([
        'a.id',
        'a.username',
        'a.created_at',
        'a.totp_enrolled_at',
        'a.customer_id',
        'a.email',
        'a.disabled_at',
        sql<boolean>`a.password_hash is null`.as('invited'),
        sql<string[]>`coalesce((select array_agg(ur.role_name order by ur.role_name) from admin_user_role ur
          where ur.admin_id = a.id), '{}')`.as('roles'),
      ])
      .orderBy('a.id')
      .offset(skip)
      .limit(take)
      .execute(),
    db
      .selectFrom('admin_user')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

export const listRoles = (db: Db) =>
  db.selectFrom('admin_role').select(['name', 'builtin', 'permissions']).orderBy('name').execute();

export const findRoles = (db: Db, names: string[]) =>
  names.length === 0
    ? Promise.resolve([])
    : db.selectFrom('admin_role').select(['name', 'permissions']).where('name', 'in', names).execute();

/** Holders of a role, locked: the last-admin rule reads them in the transaction that changes them. */
export async function lockRoleHolders(trx: Transaction<Database>, role: string): Promise<bigint[]> {
  const rows = await trx
    .selectFrom('admin_user_role')
    .select('admin_id')
    .where('role_name', '=', role)
    .forUpdate()
    .execute();
  return rows.map((r) => r.admin_id);
}

export async function replaceRoles(trx: Transaction<Database>, adminId: bigint, roles: string[], by: bigint) {
  await trx.deleteFrom('admin_user_role').where('admin_id', '=', adminId).execute();
  if (roles.length === 0) return;
  await trx
    .insertInto('admin_user_role')
    .values(roles.map((role_name) => ({ admin_id: adminId, role_name, granted_by: by })))
    .execute();
}
