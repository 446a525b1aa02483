import { sql } from 'kysely';
import { audit } from '../audit.ts';
import { endAllAdminSessions } from './admin-sessions.ts';
import { clock } from '../../lib/clock.ts';
import { forLog } from '../../lib/identity.ts';
import type { AccountsContext } from './context.ts';
import { lockCustomer } from './customers.repository.ts';
import { accountLockedMail } from './mails.ts';
import { closeSessions } from './sessions.ts';
import { issueUnlockToken, unlockLink } from './unlock-link.ts';

type Lockable = { id: bigint; username: string; email: string; locale: 'tr' | 'en' };
export type LockVia = 'login' | 'change_password' | 'change_phone' | 'withdraw';

/**
 * A wide password attack locks the account until `until` (docs/decisions/045-throttle-not-lock.md):
 * every session of it ends (a session won inside a guessing burst does not survive the lock), the
 * owner gets an e-mail with a one-time unlock link, and it is recorded for review. The login
 * answer itself stays the same as for a wrong password.
 */
export async function lockAccount(
  ctx: Pick<AccountsContext, 'db' | 'events' | 'messenger' | 'log' | 'meta' | 'publicUrl'>,
  customer: Lockable | undefined,
  username: string,
  via: LockVia,
  until: Date,
) {
  let ended: string[] = [];
  if (customer) {
    await lockCustomer(ctx.db, customer.id, clock.now(), until);
    ended = await closeSessions(ctx.db, ctx.events, customer.id, {}, 'locked');
  }
  await audit(ctx.db, {
    actor: { kind: 'customer', id: customer?.id ?? null },
    event: 'account_locked',
    meta: ctx.meta,
    details: { username: forLog(username), via, sessionsEnded: ended.length, until: until.toISOString() },
  });
  ctx.log.warn(
    { event: 'account_locked', customerId: customer?.id.toString() ?? null, ip: ctx.meta.ip },
    'account locked',
  );
  if (customer) {
    const link = unlockLink(ctx.publicUrl, await issueUnlockToken(ctx.db, customer.id));
    ctx.messenger.send({
      channel: 'email',
      to: customer.email,
      locale: customer.locale,
      ...accountLockedMail(customer.locale, customer.username, link, until),
    });
  }
}

/**
 * The same lock for a staff account: its sessions end at once, in every process (the staff hub
 * closes their sockets), and it is audited. Staff have no e-mail address on file; another staff
 * member with staff:manage unlocks (POST /api/admin/staff/:id/unlock).
 */
export async function lockStaff(
  ctx: Pick<AccountsContext, 'db' | 'events' | 'log' | 'meta'>,
  admin: { id: bigint } | undefined,
  username: string,
  until: Date,
) {
  let ended = 0;
  if (admin) {
    const now = clock.now();
    await ctx.db
      .updateTable('admin_user')
      .set({
        locked_at: sql<Date>`case when locked_until > ${now} then locked_at else ${now} end`,
        locked_until: until,
      })
      .where('id', '=', admin.id)
      .execute();
    ended = await endAllAdminSessions(ctx.db, admin.id);
    ctx.events.emit('staffEnded', { adminId: admin.id, sessionIds: null });
  }
  await audit(ctx.db, {
    actor: { kind: 'admin', id: admin?.id ?? null },
    event: 'admin_locked',
    meta: ctx.meta,
    details: { username: forLog(username), sessionsEnded: ended, until: until.toISOString() },
  });
  ctx.log.warn(
    { event: 'admin_locked', adminId: admin?.id.toString() ?? null, ip: ctx.meta.ip },
    'admin account locked',
  );
}
