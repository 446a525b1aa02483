import { audit } from '../audit.ts';
import { clock } from '../../lib/clock.ts';
import { forLog } from '../../lib/identity.ts';
import type { AccountsContext } from './context.ts';
import { lockCustomer } from './customers.repository.ts';
import { accountLockedMail } from './mails.ts';
import { closeSessions } from './sessions.ts';

type Lockable = { id: bigint; username: string; email: string; locale: 'tr' | 'en' };

/**
 * The attempt that reaches the hard limit: the account is locked until a password reset, every
 * session of it ends (a session won inside a guessing burst does not survive the lock), the
 * owner is told by e-mail, and it is recorded for review. The login answer itself stays the
 * same as for a wrong password (docs/decisions/013-login-and-code-guessing.md).
 */
export async function lockAccount(
  ctx: AccountsContext,
  customer: Lockable | undefined,
  username: string,
  via: 'login' | 'change_password' | 'change_phone',
) {
  let ended: string[] = [];
  if (customer) {
    await lockCustomer(ctx.db, customer.id, clock.now());
    ended = await closeSessions(ctx.db, ctx.events, customer.id, {}, 'locked');
  }
  await audit(ctx.db, {
    actor: { kind: 'customer', id: customer?.id ?? null },
    event: 'account_locked',
    meta: ctx.meta,
    details: { username: forLog(username), via, sessionsEnded: ended.length },
  });
  ctx.log.warn(
    { event: 'account_locked', customerId: customer?.id.toString() ?? null, ip: ctx.meta.ip },
    'account locked',
  );
  if (customer) {
    ctx.messenger.send({
      channel: 'email',
      to: customer.email,
      locale: customer.locale,
      ...accountLockedMail(customer.locale, customer.username),
    });
  }
}
