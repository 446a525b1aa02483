import { type AdminNotificationSend, type Localized, NotificationKind } from '@lalebet/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { type AuthenticatedAdmin, findCustomerByUsernameKey } from '../../core/accounts/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { audit } from '../../core/audit.ts';
import { canonicalIdentifier, forLog } from '../../lib/identity.ts';
import type { RequestMeta } from '../../lib/request-meta.ts';
import { sendToSegment } from './admin-segment.service.ts';
import type { Notifier } from './notifier.ts';

const NO_SUCH_CUSTOMER: Localized = {
  en: 'There is no customer with that username.',
  tr: 'Bu kullanıcı adına sahip bir müşteri yok.',
};

/** A plain string is the text in both languages. */
const bothLanguages = (text: string | Localized): Localized =>
  typeof text === 'string' ? { tr: text, en: text } : text;

/**
 * A System notification from the back office to one customer or to all; returns how many were
 * stored and how many protection left out. "All" is the segment route with no condition: every
 * open account, and with purpose `marketing` not the players protection keeps it from (
 * docs/rules.md R27
 * and R39, docs/decisions/046-protection-gaps.md); that route audits it.
 */
export async function sendFromAdmin(
  ctx: { db: Kysely<Database>; notifier: Notifier; meta: RequestMeta },
  admin: AuthenticatedAdmin,
  body: AdminNotificationSend,
): Promise<{ sent: number; skipped: number }> {
  if ('all' in body) {
    const { purpose, title, note } = body;
    return sendToSegment(ctx, admin, { segment: {}, purpose, title, note, dryRun: false });
  }
  const customer = await findCustomerByUsernameKey(ctx.db, canonicalIdentifier(body.username));
  if (!customer) throw new AppError('NOT_FOUND', { message: NO_SUCH_CUSTOMER });
  await ctx.notifier.notify(customer.id, {
    type: NotificationKind.System,
    title: bothLanguages(body.title),
    note: bothLanguages(body.note),
  });
  await audit(ctx.db, {
    actor: { kind: 'admin', id: admin.id },
    event: 'admin_notification_sent',
    meta: ctx.meta,
    details: { username: forLog(body.username), sent: 1 },
  });
  return { sent: 1, skipped: 0 };
}
