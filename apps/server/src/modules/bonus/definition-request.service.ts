import {
  type AdminBonusDefinition,
  type AdminBonusDefinitionPending,
  type BonusDefinitionAction,
  type BonusDefinitionTerms,
  adminBonusDefinitionInputSchema,
  bonusDefinitionLiability,
  bonusLimitZodIssues,
} from '@lalebet/shared';
import type { z } from 'zod';
import type { AuthenticatedAdmin } from '../../core/accounts/index.ts';
import { pendingColumns } from '../../core/approvals/index.ts';
import { audit } from '../../core/audit.ts';
import { AppError } from '../../lib/app-error.ts';
import { clock } from '../../lib/clock.ts';
import { RequestValidationError } from '../../lib/validation.ts';
import {
  type AdminDefinitionsCtx,
  type NewDefinition,
  toAdminDefinition,
} from './admin-definitions.service.ts';
import { findDefinition } from './bonus.repository.ts';
import {
  codeTaken,
  definitionRequestHash,
  insertDefinitionRequest,
  playerCount,
} from './definition-request.repository.ts';

/**
 * Creating, copying and resuming a definition wait for a second holder of bonuses:manage
 * (docs/decisions/042-bonus-definitions-four-eyes.md): each stores the terms as they will run,
 * bound to their hash, and nothing changes until the approval (definition-approval.service.ts).
 */

/** The floors and caps per kind, checked by the server itself (the schema checks them too). */
export function assertWithinLimits(terms: BonusDefinitionTerms): void {
  const issues = bonusLimitZodIssues(terms) as z.core.$ZodIssue[];
  if (issues.length > 0) throw new RequestValidationError(issues, 'body');
}

/** A player's worst case, in kuruş: the cash-out cap, else the bonus itself (the inbox sorts on it). */
export const worstCaseOf = (t: BonusDefinitionTerms) =>
  BigInt(t.maxCashout ?? (t.percent === null ? t.amount : t.maxAmount) ?? 0);

async function request(
  ctx: AdminDefinitionsCtx,
  admin: AuthenticatedAdmin,
  action: BonusDefinitionAction,
  sourceId: number | null,
  terms: BonusDefinitionTerms,
): Promise<AdminBonusDefinitionPending> {
  assertWithinLimits(terms);
  const hash = definitionRequestHash({ action, sourceId, terms });
  const requestId = await ctx.db.transaction().execute(async (trx) => {
    const id = await insertDefinitionRequest(trx, {
      action,
      source_id: sourceId,
      terms,
      amount: worstCaseOf(terms),
      ...pendingColumns(admin.id, hash, clock.now()),
    });
    await audit(trx, {
      actor: { kind: 'admin', id: admin.id },
      event: 'bonus_definition_requested',
      meta: ctx.meta,
      details: { requestId: String(id), action, sourceId, code: terms.code, payloadHash: hash },
    });
    return id;
  });
  const liability = bonusDefinitionLiability(terms, await playerCount(ctx.db));
  return { status: 'pending', requestId: Number(requestId), liability };
}

/** A new offer, validated by the shared schema (the admin form uses it too), for approval. */
export async function requestCreate(ctx: AdminDefinitionsCtx, admin: AuthenticatedAdmin, d: NewDefinition) {
  if (await codeTaken(ctx.db, d.code)) throw new AppError('BONUS_CODE_TAKEN');
  return request(ctx, admin, 'create', null, d);
}

/**
 * A copy under a new code, paused, for approval. The trial row is one of a kind (its amount is
 * a site option) and is not copied; a row made before today's rules is refused field by field.
 */
export async function requestClone(
  ctx: AdminDefinitionsCtx,
  admin: AuthenticatedAdmin,
  id: number,
  code: string,
) {
  const src = await findDefinition(ctx.db, id);
  if (!src || src.kind === 'trial') throw new AppError('BONUS_NOT_FOUND');
  if (await codeTaken(ctx.db, code)) throw new AppError('BONUS_CODE_TAKEN');
  const { id: _id, kind, ...fields } = toAdminDefinition(src);
  const copy = adminBonusDefinitionInputSchema.safeParse({ ...fields, kind, code, enabled: false });
  if (!copy.success) throw new RequestValidationError(copy.error.issues, 'body');
  return request(ctx, admin, 'clone', src.id, copy.data);
}

/** The terms a resumed definition runs on: the row as it stands, enabled. */
export function resumeTerms(def: AdminBonusDefinition): BonusDefinitionTerms {
  const { id: _id, ...terms } = def;
  return { ...terms, enabled: true };
}

/** Resuming a paused definition, for approval; a running one is answered as it is. */
export async function requestResume(ctx: AdminDefinitionsCtx, admin: AuthenticatedAdmin, id: number) {
  const def = await findDefinition(ctx.db, id);
  if (!def) throw new AppError('BONUS_NOT_FOUND');
  const current = toAdminDefinition(def);
  if (def.enabled) return { status: 'running' as const, definition: current };
  return request(ctx, admin, 'resume', def.id, resumeTerms(current));
}
