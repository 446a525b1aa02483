import type { Affiliate, CreateAffiliateRequest, UpdateAffiliateRequest } from '@lalebet/shared';
import type { Kysely } from 'kysely';
import type { AuthenticatedAdmin } from '../../core/accounts/index.ts';
import { audit } from '../../core/audit.ts';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { changedFields, changesDetail } from '../../lib/changes.ts';
import { clock } from '../../lib/clock.ts';
import { violatedConstraint } from '../../lib/db-errors.ts';
import type { RequestMeta } from '../../lib/request-meta.ts';
import { type AffiliateRow, affiliateById, lockAffiliate } from './affiliates.repository.ts';

export type AffiliatesCtx = { db: Kysely<Database>; meta: RequestMeta };

export const toAffiliate = (r: AffiliateRow): Affiliate => ({
  id: r.id,
  btag: r.btag,
  name: r.name,
  status: r.status,
  players: r.players ?? 0,
  createdAt: r.created_at.toISOString(),
});

/** A new affiliate: its btag binds players from now on (ADR 092). Audited. */
export async function createAffiliate(
  ctx: AffiliatesCtx,
  admin: AuthenticatedAdmin,
  input: CreateAffiliateRequest,
): Promise<Affiliate> {
  const id = await ctx.db.transaction().execute(async (trx) => {
    const now = clock.now();
    const row = await trx
      .insertInto('affiliate')
      .values({ ...input, status: 'active', created_by: admin.id, created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow()
      .catch((err: unknown) => {
        if (violatedConstraint(err)?.includes('btag')) throw new AppError('AFFILIATE_BTAG_TAKEN');
        throw err;
      });
    await audit(trx, {
      actor: { kind: 'admin', id: admin.id },
      event: 'affiliate_created',
      meta: ctx.meta,
      details: { affiliateId: row.id, btag: input.btag, name: input.name },
    });
    return row.id;
  });
  return toAffiliate((await affiliateById(ctx.db, id))!);
}

/** Renames, pauses or resumes an affiliate; the btag never changes (players are bound to it). Audited. */
export async function updateAffiliate(
  ctx: AffiliatesCtx,
  admin: AuthenticatedAdmin,
  id: number,
  input: UpdateAffiliateRequest,
): Promise<Affiliate> {
  await ctx.db.transaction().execute(async (trx) => {
    const before = await lockAffiliate(trx, id);
    if (!before) throw new AppError('AFFILIATE_NOT_FOUND');
    const changes = changedFields(before, { name: input.name, status: input.status });
    if (!Object.keys(changes).length) return;
    await trx
      .updateTable('affiliate')
      .set({ name: input.name, status: input.status, updated_at: clock.now() })
      .where('id', '=', id)
      .execute();
    await audit(trx, {
      actor: { kind: 'admin', id: admin.id },
      event: 'affiliate_changed',
      meta: ctx.meta,
      details: { affiliateId: id, btag: before.btag, changes: changesDetail(changes) },
    });
  });
  return toAffiliate((await affiliateById(ctx.db, id))!);
}
