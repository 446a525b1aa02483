import type { RiskFlag, RiskFlagsQuery } from '@lalebet/shared';
import type { Kysely } from 'kysely';
import type { AuthenticatedAdmin } from '../../core/accounts/index.ts';
import { audit } from '../../core/audit.ts';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { clock } from '../../lib/clock.ts';
import type { RequestMeta } from '../../lib/request-meta.ts';
import type { StaffQueue } from '../../core/staff-queues.ts';
import { listFlags, markReviewed } from './risk.repository.ts';

type Ctx = { db: Kysely<Database>; meta: RequestMeta; staffQueue?: (queue: StaffQueue) => Promise<void> };

/** The staff queue of markers of harm (docs/rules.md R39, docs/decisions/027-age-and-country.md). */
export async function flagQueue(
  { db }: Ctx,
  query: RiskFlagsQuery,
): Promise<{ items: RiskFlag[]; total: number }> {
  const { items, total } = await listFlags(db, query.status, query.skip, query.take);
  return {
    total,
    items: items.map((r) => ({
      id: Number(r.id),
      customerId: Number(r.customer_id),
      username: r.username,
      kind: r.kind,
      severity: r.severity,
      details: r.details,
      createdAt: r.created_at.toISOString(),
      reviewedAt: r.reviewed_at?.toISOString() ?? null,
      reviewedBy: r.reviewed_by === null ? null : Number(r.reviewed_by),
    })),
  };
}

/** Staff close a flag with a note; a strong flag's hold on marketing and bonuses ends with it. */
export async function reviewFlag(
  { db, meta, staffQueue }: Ctx,
  admin: AuthenticatedAdmin,
  id: number,
  note: string,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const row = await markReviewed(trx, BigInt(id), admin.id, note, clock.now());
    if (!row) throw new AppError('FLAG_NOT_FOUND');
    await audit(trx, {
      actor: { kind: 'admin', id: admin.id },
      event: 'rg_flag_reviewed',
      meta,
      details: { flagId: id, customerId: String(row.customer_id), kind: row.kind, note: note.slice(0, 200) },
    });
  });
  await staffQueue?.('protectionFlags');
}
