import type { SeededRole } from '@lalebet/shared';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database.ts';
import { call, outbox, uniquePhone } from './accounts.ts';
import { adminSession, adminToken } from './admin.ts';

/** The second full admin of tests: the other pair of eyes on staff requests (docs/decisions/044-staff-lifecycle.md). */
export const SECOND_OWNER = { username: 'operator-two', password: 'İkinci-Yönetici-2026' };

export type NewStaffLogin = {
  username: string;
  password: string;
  roles: string[];
  customerId?: number | null;
  email?: string;
  phone?: string;
};

/** The token of the newest invitation e-mailed to `email` (the part after '#'). */
export async function invitationToken(app: FastifyInstance, email: string): Promise<string> {
  const message = (await outbox(app)).find((m) => m.to === email);
  const token = message && /#([A-Za-z0-9_-]{20,})/.exec(message.text)?.[1];
  if (!token) throw new Error(`no invitation sent to ${email}`);
  return token;
}

/** Approves a pending staff request as SECOND_OWNER, with the hash the approvals inbox shows. */
export async function approveStaffRequest(app: FastifyInstance, db: Kysely<Database>, requestId: number) {
  const token = await adminToken(app, db, SECOND_OWNER);
  const inbox = await call(app, 'admin/approvals?take=100', undefined, { token });
  const items = inbox.json<{ data: { items: { kind: string; id: number; payloadHash: string }[] } }>().data
    .items;
  const item = items.find((i) => i.kind === 'staff' && i.id === requestId);
  if (!item) throw new Error(`staff request ${requestId} is not in the second owner's inbox`);
  const res = await call(
    app,
    `admin/staffrequests/${requestId}/approve`,
    { payloadHash: item.payloadHash },
    { token },
  );
  if (res.statusCode !== 200) throw new Error(`approve staff request: ${res.statusCode} ${res.body}`);
  return res.json<{ data: { staffId: number | null } }>().data.staffId;
}

/**
 * A staff account made the way staff are made: invited by `by` (the owner account by default),
 * approved by SECOND_OWNER when its roles carry a money permission, and its invitation used to
 * set `password`. The first login then enrols TOTP (adminSession). Answers the account's id.
 */
export async function createStaffAccount(
  app: FastifyInstance,
  db: Kysely<Database>,
  login: NewStaffLogin,
  by?: string,
): Promise<number> {
  const owner = by ?? (await adminToken(app, db));
  const email = login.email ?? `${login.username.toLowerCase()}@staff.example`;
  const body = {
    username: login.username,
    email,
    phone: login.phone ?? uniquePhone(),
    roles: login.roles,
    ...(login.customerId === undefined ? {} : { customerId: login.customerId }),
  };
  const res = await call(app, 'admin/staff', body, { token: owner });
  if (res.statusCode !== 200) throw new Error(`staff ${login.username}: ${res.statusCode} ${res.body}`);
  const created = res.json<{ data: { status: string; id: number | null; requestId: number | null } }>().data;
  const id =
    created.status === 'pending' ? await approveStaffRequest(app, db, created.requestId!) : created.id;
  const token = await invitationToken(app, email);
  const accepted = await call(app, 'admin/auth/invitation', { token, password: login.password });
  if (accepted.statusCode !== 200)
    throw new Error(`invitation ${login.username}: ${accepted.statusCode} ${accepted.body}`);
  return id!;
}

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
  if (!exists) await createStaffAccount(app, db, { ...login, roles: [role] });
  return (await adminSession(app, db, login)).token;
}
