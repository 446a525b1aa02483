import type { SeededRole } from '@lalebet/shared';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database.ts';
import { call } from './accounts.ts';
import { adminSession, adminToken } from './admin.ts';

/**
 * A signed-in staff member holding only `role` (created by the owner account on first use), for
 * tests of what a role may and may not do (docs/decisions/029-staff-permissions.md).
 */
export async function roleToken(
  app: FastifyInstance,
  db: Kysely<Database>,
  role: SeededRole,
): Promise<string> {
  const login = { username: `staff-${role}`, password: `Rol-${role}-Parolası-2026` };
  const exists = await db
    .selectFrom('admin_user')
    .select('id')
    .where('username', '=', login.username)
    .executeTakeFirst();
  if (!exists) {
    const owner = await adminToken(app, db);
    const res = await call(app, 'admin/staff', { ...login, roles: [role] }, { token: owner });
    if (res.statusCode !== 200) throw new Error(`staff ${role}: ${res.statusCode} ${res.body}`);
  }
  return (await adminSession(app, db, login)).token;
}
