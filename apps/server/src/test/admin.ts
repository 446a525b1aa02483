import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database.ts';
import { ensureAdminAccount } from '../modules/admin/admin-bootstrap.ts';
import { call } from './accounts.ts';

/** A back-office account and a session token for it (tests of feature modules may not import modules/admin). */
export async function adminToken(
  app: FastifyInstance,
  db: Kysely<Database>,
  admin = { username: 'operator', password: 'Bildirim-Gönderen-1' },
): Promise<string> {
  await ensureAdminAccount(db, { env: 'production', admin });
  const res = await call(app, 'admin/auth/login', admin);
  if (res.statusCode !== 200) throw new Error(`admin login: ${res.statusCode} ${res.body}`);
  return res.json().data.token as string;
}
