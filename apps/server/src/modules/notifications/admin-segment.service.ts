import { type AdminSegmentSend, type Localized, NotificationKind } from '@lalebet/shared';
import type { Kysely } from 'kysely';
import type { AuthenticatedAdmin } from '../../core/accounts/index.ts';
import { audit } from '../../core/audit.ts';
import { unmarketableAmong } from '../../core/protection/index.ts';
import type { Database } from '../../db/database.ts';
import { clock } from '../../lib/clock.ts';
import type { RequestMeta } from '../../lib/request-meta.ts';
import { segmentPage } from './admin-segment.repository.ts';
import type { Notifier } from './notifier.ts';

const BATCH = 1_000;

const bothLanguages = (text: string | Localized): Localized =>
  typeof text === 'string' ? { tr: text, en: text } : text;

/**
 * A System notification to every player of a segment, in keyset batches. Marketing skips the
 * players protection keeps it from (docs/rules.md R27 and R39: time-out, self-exclusion, closure, a strong
 * marker of harm under review), counted as `skipped`; service notices reach every open account.
 * A dry run only counts. Audited once with the segment and the counts.
 */
export async function sendToSegment(
  ctx: { db: Kysely<Database>; notifier: Notifier; meta: RequestMeta },
  admin: AuthenticatedAdmin,
  body: AdminSegmentSend,
): Promise<{ sent: number; skipped: number }> {
  const content = {
    type: NotificationKind.System,
    title: bothLanguages(body.title),
    note: bothLanguages(body.note),
  };
  const now = clock.now();
  let sent = 0;
  let skipped = 0;
  let after = 0n;
  for (;;) {
    const ids = await segmentPage(ctx.db, body.segment, now, after, BATCH);
    if (!ids.length) break;
    after = ids[ids.length - 1]!;
    const blocked = body.purpose === 'marketing' ? await unmarketableAmong(ctx.db, ids, now) : new Set();
    const reach = ids.filter((id) => !blocked.has(id));
    skipped += ids.length - reach.length;
    sent += body.dryRun ? reach.length : await ctx.notifier.notifyMany(reach, content);
    if (ids.length < BATCH) break;
  }
  if (!body.dryRun) {
    await audit(ctx.db, {
      actor: { kind: 'admin', id: admin.id },
      event: 'admin_notification_sent',
      meta: ctx.meta,
      details: { segment: JSON.stringify(body.segment), purpose: body.purpose, sent, skipped },
    });
  }
  return { sent, skipped };
}
