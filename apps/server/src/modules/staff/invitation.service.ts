import type { Kysely, Transaction } from 'kysely';
import {
  type AdminSessionStage,
  openAdminSession,
  type AccountsContext,
  BRAND,
} from '../../core/accounts/index.ts';
import { audit } from '../../core/audit.ts';
import { assertAcceptablePassword } from '../../core/password-policy.ts';
import type { Database } from '../../db/database.ts';
import type { Messenger } from '../../infra/messaging/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { HOUR_MS, clock } from '../../lib/clock.ts';
import { hashPassword } from '../../lib/password.ts';
import { hashToken, newToken } from '../../lib/secrets.ts';

/** How long an invitation link works (docs/decisions/044-staff-lifecycle.md). */
export const INVITATION_TTL_MS = 72 * HOUR_MS;

/** An invitation the new staff member sends back: used once, within INVITATION_TTL_MS. */
export async function issueInvitation(
  trx: Transaction<Database>,
  adminId: bigint,
  by: bigint | null,
  now: Date,
): Promise<string> {
  const token = newToken();
  await trx
    .insertInto('staff_invitation')
    .values({
      admin_id: adminId,
      token_hash: hashToken(token),
      created_by: by,
      created_at: now,
      expires_at: new Date(now.getTime() + INVITATION_TTL_MS),
      used_at: null,
    })
    .execute();
  return token;
}

/**
 * The link goes only to the new person's address, never back to whoever asked for the account:
 * the token sits after '#', so it reaches no server log nor Referer.
 */
export function sendInvitation(
  messenger: Messenger,
  baseUrl: string,
  to: { email: string; username: string },
  token: string,
) {
  const link = `${baseUrl.replace(/\/+$/, '')}/admin/invite#${token}`;
  messenger.send({
    channel: 'email',
    to: to.email,
    locale: 'tr',
    subject: `${BRAND} yönetim paneli daveti / back-office invitation`,
    text:
      `Merhaba ${to.username},\n\n${BRAND} yönetim paneline davet edildiniz. Şifrenizi belirlemek ve ` +
      `iki adımlı doğrulamayı kurmak için 72 saat içinde bu bağlantıyı açın (tek kullanımlık):\n${link}\n\n` +
      `Hello ${to.username},\n\nYou were invited to the ${BRAND} back office. Open this single-use link ` +
      `within 72 hours to set your password and two-factor authentication:\n${link}\n\n${BRAND}`,
  });
}

async function findOpenInvitation(db: Kysely<Database>, token: string) {
  const row = await db
    .selectFrom('staff_invitation as i')
    .innerJoin('admin_user as a', 'a.id', 'i.admin_id')
    .select(['i.id', 'i.admin_id', 'a.username', 'a.email', 'a.password_hash', 'a.disabled_at'])
    .where('i.token_hash', '=', hashToken(token))
    .where('i.used_at', 'is', null)
    .where('i.expires_at', '>', clock.now())
    .executeTakeFirst();
  if (!row || row.password_hash !== null || row.disabled_at !== null)
    throw new AppError('STAFF_INVITE_INVALID');
  return row;
}

/** The invitation page's greeting: whose account the link opens. */
export async function invitationInfo(db: Kysely<Database>, token: string) {
  return { username: (await findOpenInvitation(db, token)).username };
}

/**
 * The new staff member sets their password (the shared password rules); the invitation is
 * spent in the same statement that checks it, so two uses race to one. Answers a session that
 * may only enrol TOTP (or a full one where TOTP is optional, outside production), like login.
 */
export async function acceptInvitation(
  ctx: AccountsContext,
  input: { token: string; password: string },
  opts: { totpOptional: boolean },
) {
  const { db, meta } = ctx;
  const found = await findOpenInvitation(db, input.token);
  await assertAcceptablePassword(db, input.password, { username: found.username, email: found.email ?? '' });
  const hash = await hashPassword(input.password);
  const stage: AdminSessionStage = opts.totpOptional ? 'full' : 'enrol';
  const token = await db.transaction().execute(async (trx) => {
    const now = clock.now();
    const spent = await trx
      .updateTable('staff_invitation')
      .set({ used_at: now })
      .where('id', '=', found.id)
      .where('used_at', 'is', null)
      .where('expires_at', '>', now)
      .executeTakeFirst();
    const set = await trx
      .updateTable('admin_user')
      .set({ password_hash: hash, updated_at: now })
      .where('id', '=', found.admin_id)
      .where('password_hash', 'is', null)
      .where('disabled_at', 'is', null)
      .executeTakeFirst();
    if (spent.numUpdatedRows !== 1n || set.numUpdatedRows !== 1n) throw new AppError('STAFF_INVITE_INVALID');
    await audit(trx, {
      actor: { kind: 'admin', id: found.admin_id },
      event: 'staff_invitation_accepted',
      meta,
    });
    return openAdminSession(trx, found.admin_id, meta, stage);
  });
  return {
    stage: stage === 'full' ? ('full' as const) : ('enrolment' as const),
    token,
    username: found.username,
  };
}
