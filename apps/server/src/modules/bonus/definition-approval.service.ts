import { adminBonusDefinitionInputSchema } from '@lalebet/shared';
import type { Transaction } from 'kysely';
import type { AuthenticatedAdmin } from '../../core/accounts/index.ts';
import { type ApprovalRow, approveRequest, rejectRequest } from '../../core/approvals/index.ts';
import { audit } from '../../core/audit.ts';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { forLog } from '../../lib/identity.ts';
import { RequestValidationError } from '../../lib/validation.ts';
import { lockDefinition } from './admin-definitions.repository.ts';
import {
  type AdminDefinitionsCtx,
  insertAudited,
  resumeAudited,
  toAdminDefinition,
} from './admin-definitions.service.ts';
import { definitionRequestHash } from './definition-request.repository.ts';
import { assertWithinLimits, resumeTerms } from './definition-request.service.ts';

type Row = ApprovalRow<'bonus_definition'>;
const about = (r: Row) => ({
  requestId: String(r.id),
  action: r.action,
  sourceId: r.source_id,
  code: r.terms.code,
  requestedBy: String(r.requested_by),
});
const hashOf = (r: Row) => definitionRequestHash({ action: r.action, sourceId: r.source_id, terms: r.terms });

/** What approving `r` does, in the approval's transaction: the new definition's id, or the resumed one's. */
async function execute(
  trx: Transaction<Database>,
  ctx: AdminDefinitionsCtx,
  admin: AuthenticatedAdmin,
  r: Row,
) {
  if (r.action === 'resume') {
    const def = await lockDefinition(trx, r.source_id!);
    if (!def) throw new AppError('BONUS_NOT_FOUND');
    // The definition the approver reviewed, not one changed since.
    if (hashOf({ ...r, terms: resumeTerms(toAdminDefinition(def)) }) !== r.payload_hash) {
      throw new AppError('APPROVAL_CHANGED');
    }
    assertWithinLimits(r.terms);
    await resumeAudited(trx, ctx, admin, def, r.id);
    return def.id;
  }
  // Today's rules again (floors and caps may have tightened since the request).
  const parsed = adminBonusDefinitionInputSchema.safeParse(r.terms);
  if (!parsed.success) throw new RequestValidationError(parsed.error.issues, 'body');
  return insertAudited(trx, ctx, admin, parsed.data, r.source_id, r.id);
}

/**
 * Someone else approves a definition request (docs/decisions/042-bonus-definitions-four-eyes.md):
 * the definition is created or resumed in the approval's transaction, with the request locked,
 * so concurrent approvals do it once. One that can no longer be done (a code taken meanwhile,
 * a rule it now breaks) is refused and the request stays pending, for a rejection.
 */
export async function approveDefinitionRequest(
  ctx: AdminDefinitionsCtx,
  admin: AuthenticatedAdmin,
  id: bigint,
  hash: string,
): Promise<{ definitionId: number }> {
  return ctx.db.transaction().execute(async (trx) => {
    const { row, effect } = await approveRequest(trx, 'bonus_definition', id, admin.id, hash, {
      hashOf,
      execute: async (r) => ({ definition_id: await execute(trx, ctx, admin, r) }),
    });
    await audit(trx, {
      actor: { kind: 'admin', id: admin.id },
      event: 'bonus_definition_approved',
      meta: ctx.meta,
      details: { ...about(row), definitionId: Number(effect.definition_id) },
    });
    return { definitionId: Number(effect.definition_id) };
  });
}

export async function rejectDefinitionRequest(
  ctx: AdminDefinitionsCtx,
  admin: AuthenticatedAdmin,
  id: bigint,
  reason: string,
): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    const row = await rejectRequest(trx, 'bonus_definition', id, admin.id, reason);
    await audit(trx, {
      actor: { kind: 'admin', id: admin.id },
      event: 'bonus_definition_rejected',
      meta: ctx.meta,
      details: { ...about(row), reason: forLog(reason, 200) },
    });
  });
}
