import { type AdminNotificationSend, type Localized, NotificationKind } from '@lalebet/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { AuthenticatedAdmin } from '../../core/accounts/admin-sessions.ts';
import { findCustomerByUsernameKey } from '../../core/accounts/customers.repository.ts';
import { AppError } from '../../lib/app-error.ts';
import { audit } from '../../core/audit.ts';
import { canonicalIdentifier, forLog } from '../../lib/identity.ts';
import type { RequestMeta } from '../../lib/request-meta.ts';
import type { Notifier } from './notifier.ts';

const NO_SUCH_CUSTOMER: Localized = {
  en: 'There is no customer with that username.',
  tr: 'Bu kullanıcı adına sahip bir müşteri yok.',
};

/** A plain string is the text in both languages. */
const bothLanguages = (text: string | Localized): Localized =>
  typeof text === 'string' ? { tr: text, en: text } : text;

/** A System notification from the back office to one customer or to all; returns how many were stored. */
export async function sendFromAdmin(
  ctx: { db: Kysely<Database>; notifier: Notifier; meta: RequestMeta },
  admin: AuthenticatedAdmin,
  body: AdminNotificationSend,
): Promise<number> {
  const content = {
    type: NotificationKind.System,
    title: bothLanguages(body.title),
    note: bothLanguages(body.note),
  };
  let sent: number;
  if ('all' in body) {
    sent = await ctx.notifier.notifyAll(content);
  } else {
    const customer = await findCustomerByUsernameKey(ctx.db, canonicalIdentifier(body.username));
    if (!customer) throw new AppError('NOT_FOUND', { message: NO_SUCH_CUSTOMER });
    await ctx.notifier.notify(customer.id, content);
    sent = 1;
  }
  await audit(ctx.db, {
    actor: { kind: 'admin', id: admin.id },
    event: 'admin_notification_sent',
    meta: ctx.meta,
    details: 'all' in body ? { all: true, sent } : { username: forLog(body.username), sent },
  });
  return sent;
}
