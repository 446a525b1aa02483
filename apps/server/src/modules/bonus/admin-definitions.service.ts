import {
  type AdminBonusDefinition,
  DEFAULT_BONUS_CONTRIBUTIONS,
  adminBonusDefinitionInputSchema,
} from '@lalebet/shared';
import type { Kysely, Transaction } from 'kysely';
import type { z } from 'zod';
import type { AuthenticatedAdmin } from '../../core/accounts/index.ts';
import { audit } from '../../core/audit.ts';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import type { RequestMeta } from '../../lib/request-meta.ts';
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
  freeRoundsGameCode: d.free_rounds_game_code,
  freeRoundsPrepaidUuid: d.free_rounds_prepaid_uuid,
  freeRoundsBetValue: minorOrNull(d.free_rounds_bet_value),
  freeRoundsCount: d.free_rounds_count,
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

/**
 * Inserts an approved definition (docs/decisions/042-bonus-definitions-four-eyes.md), audited
 * with its approver; a code taken meanwhile is refused and the request stays pending.
 */
export async function insertAudited(
  trx: Transaction<Database>,
  ctx: AdminDefinitionsCtx,
  admin: AuthenticatedAdmin,
  d: NewDefinition,
  clonedFrom: number | null,
  requestId: bigint,
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
    free_rounds_game_code: d.freeRoundsGameCode,
    free_rounds_prepaid_uuid: d.freeRoundsPrepaidUuid,
    free_rounds_bet_value: bigOrNull(d.freeRoundsBetValue),
    free_rounds_count: d.freeRoundsCount,
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
    details: {
      definitionId: row.id,
      code: row.code,
      kind: row.kind,
      enabled: row.enabled,
      clonedFrom,
      requestId: String(requestId),
    },
  });
  return row.id;
}

/**
 * A pause: players no longer see or claim it; bonuses already granted run on. It tightens, so
 * one person does it; resuming waits for a second (definition-request.service.ts).
 */
export async function pauseDefinition(
  ctx: AdminDefinitionsCtx,
  admin: AuthenticatedAdmin,
  id: number,
): Promise<AdminBonusDefinition> {
  return ctx.db.transaction().execute(async (trx) => {
    const def = await lockDefinition(trx, id);
    if (!def) throw new AppError('BONUS_NOT_FOUND');
    if (!def.enabled) return toAdminDefinition(def);
    await setDefinitionEnabled(trx, id, false);
    await audit(trx, {
      actor: { kind: 'admin', id: admin.id },
      event: 'bonus_definition_paused',
      meta: ctx.meta,
      details: { definitionId: id, code: def.code },
    });
    return toAdminDefinition({ ...def, enabled: false });
  });
}

/** Resumes a locked, paused definition once a second person approved it. */
export async function resumeAudited(
  trx: Transaction<Database>,
  ctx: AdminDefinitionsCtx,
  admin: AuthenticatedAdmin,
  def: DefinitionRow,
  requestId: bigint,
): Promise<void> {
  if (def.enabled) return;
  await setDefinitionEnabled(trx, def.id, true);
  await audit(trx, {
    actor: { kind: 'admin', id: admin.id },
    event: 'bonus_definition_resumed',
    meta: ctx.meta,
    details: { definitionId: def.id, code: def.code, requestId: String(requestId) },
  });
}
