import {
  type AdminBonusDefinition,
  DEFAULT_BONUS_CONTRIBUTIONS,
  adminBonusDefinitionInputSchema,
} from '@lalebet/shared';
import type { Kysely, Transaction } from 'kysely';
import type { z } from 'zod';
import type { AuthenticatedAdmin } from '../../core/accounts/admin-sessions.ts';
import { audit } from '../../core/audit.ts';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import type { RequestMeta } from '../../lib/request-meta.ts';
import { RequestValidationError } from '../../lib/validation.ts';
import {
  type DefinitionFilter,
  insertDefinition,
  listDefinitionsPage,
  lockDefinition,
  setDefinitionEnabled,
} from './admin-definitions.repository.ts';
import type { DefinitionRow } from './bonus.repository.ts';

/** As the route's schema outputs it (defaults filled). */
export type NewDefinition = z.output<typeof adminBonusDefinitionInputSchema>;
export type AdminDefinitionsCtx = { db: Kysely<Database>; meta: RequestMeta };

const minorOrNull = (v: bigint | null) => (v === null ? null : Number(v));

export const toAdminDefinition = (d: DefinitionRow): AdminBonusDefinition => ({
  id: d.id,
  code: d.code,
  kind: d.kind,
  titleTr: d.title_tr,
  titleEn: d.title_en,
  descriptionTr: d.description_tr,
  descriptionEn: d.description_en,
  amount: minorOrNull(d.amount),
  percent: d.percent,
  maxAmount: minorOrNull(d.max_amount),
  minDeposit: minorOrNull(d.min_deposit),
  wageringMultiple: Number(d.wagering_multiple),
  contributions: { ...DEFAULT_BONUS_CONTRIBUTIONS, ...d.contributions },
  maxBet: minorOrNull(d.max_bet),
  maxCashout: minorOrNull(d.max_cashout),
  sportsStake: d.sports_stake,
  sportsContribution: d.sports_contribution,
  sportsMinOdds: d.sports_min_odds_milli / 1000,
  sportsSystemBets: d.sports_system_bets,
  validityDays: d.validity_days,
  claimMode: d.claim_mode,
  audience: d.audience,
  registeredWithinDays: d.registered_within_days,
  enabled: d.enabled,
  sort: d.sort,
});

export async function definitionsPage(db: Kysely<Database>, f: DefinitionFilter) {
  const { rows, total } = await listDefinitionsPage(db, f);
  return { items: rows.map(toAdminDefinition), total };
}

const bigOrNull = (v: number | null) => (v === null ? null : BigInt(v));

async function insertAudited(
  trx: Transaction<Database>,
  ctx: AdminDefinitionsCtx,
  admin: AuthenticatedAdmin,
  d: NewDefinition,
  clonedFrom: number | null,
): Promise<number> {
  const row = await insertDefinition(trx, {
    code: d.code,
    kind: d.kind,
    title_tr: d.titleTr,
    title_en: d.titleEn,
    description_tr: d.descriptionTr,
    description_en: d.descriptionEn,
    amount: bigOrNull(d.amount),
    percent: d.percent,
    max_amount: bigOrNull(d.maxAmount),
    min_deposit: bigOrNull(d.minDeposit),
    wagering_multiple: d.wageringMultiple,
    contributions: JSON.stringify(d.contributions),
    max_bet: bigOrNull(d.maxBet),
    max_cashout: bigOrNull(d.maxCashout),
    sports_stake: d.sportsStake,
    sports_contribution: d.sportsContribution,
    sports_min_odds_milli: Math.round(d.sportsMinOdds * 1000),
    sports_system_bets: d.sportsSystemBets,
    validity_days: d.validityDays,
    claim_mode: d.claimMode,
    audience: d.audience,
    registered_within_days: d.registeredWithinDays,
    enabled: d.enabled,
    sort: d.sort,
  });
  if (!row) throw new AppError('BONUS_CODE_TAKEN');
  await audit(trx, {
    actor: { kind: 'admin', id: admin.id },
    event: 'bonus_definition_created',
    meta: ctx.meta,
    details: { definitionId: row.id, code: row.code, kind: row.kind, enabled: row.enabled, clonedFrom },
  });
  return row.id;
}

/** A new offer, validated by the shared schema (the admin form uses it too). */
export async function createDefinition(
  ctx: AdminDefinitionsCtx,
  admin: AuthenticatedAdmin,
  d: NewDefinition,
): Promise<number> {
  return ctx.db.transaction().execute((trx) => insertAudited(trx, ctx, admin, d, null));
}

/**
 * A copy under a new code, paused, so the operator edits and reviews it before players see it.
 * The trial row is one of a kind (its amount is a site option) and is not copied.
 */
export async function cloneDefinition(
  ctx: AdminDefinitionsCtx,
  admin: AuthenticatedAdmin,
  id: number,
  code: string,
): Promise<number> {
  return ctx.db.transaction().execute(async (trx) => {
    const src = await lockDefinition(trx, id);
    if (!src || src.kind === 'trial') throw new AppError('BONUS_NOT_FOUND');
    const { id: _id, kind, ...fields } = toAdminDefinition(src);
    // A row made before today's rules may not pass them: the copy is refused field by field.
    const copy = adminBonusDefinitionInputSchema.safeParse({ ...fields, kind, code, enabled: false });
    if (!copy.success) throw new RequestValidationError(copy.error.issues, 'body');
    return insertAudited(trx, ctx, admin, copy.data, src.id);
  });
}

/** Pause (hidden from players, not claimable; bonuses already granted run on) or resume. */
export async function setDefinitionPaused(
  ctx: AdminDefinitionsCtx,
  admin: AuthenticatedAdmin,
  id: number,
  paused: boolean,
): Promise<AdminBonusDefinition> {
  return ctx.db.transaction().execute(async (trx) => {
    const def = await lockDefinition(trx, id);
    if (!def) throw new AppError('BONUS_NOT_FOUND');
    if (def.enabled === !paused) return toAdminDefinition(def);
    await setDefinitionEnabled(trx, id, !paused);
    await audit(trx, {
      actor: { kind: 'admin', id: admin.id },
      event: paused ? 'bonus_definition_paused' : 'bonus_definition_resumed',
      meta: ctx.meta,
      details: { definitionId: id, code: def.code },
    });
    return toAdminDefinition({ ...def, enabled: !paused });
  });
}
