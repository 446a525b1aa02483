import type { z } from 'zod';
import type { MarginSetting, marginRequestSchema } from '@lalebet/shared';
import type { Kysely } from 'kysely';
import type { AuthenticatedAdmin } from '../../../core/accounts/index.ts';
import { audit } from '../../../core/audit.ts';
import type { Database } from '../../../db/database.ts';
import { clock } from '../../../lib/clock.ts';
import { forLog } from '../../../lib/identity.ts';
import type { RequestMeta } from '../../../lib/request-meta.ts';
import type { MarginRegistry } from './margin-registry.ts';
import { putMargin } from './margin.repository.ts';

export type MarginCtx = { db: Kysely<Database>; meta: RequestMeta; registry: MarginRegistry };

/**
 * A trader sets (or with 0 clears) a scope's margin
 * (docs/decisions/087-margins-and-obvious-error.md): the row and its audit, with the margin before
 * and after and the reason, commit together; then this process's catalogue re-prices at once
 * (the others on the change notice). Answers every margin now in force.
 */
export async function setMargin(
  ctx: MarginCtx,
  admin: AuthenticatedAdmin,
  req: z.infer<typeof marginRequestSchema>,
): Promise<MarginSetting[]> {
  await ctx.db.transaction().execute(async (trx) => {
    const at = clock.now();
    const row = { scope: req.scope, key: req.key, bp: req.marginBp, reason: req.reason, by: admin.id, at };
    const before = await putMargin(trx, row);
    await audit(trx, {
      actor: { kind: 'admin', id: admin.id },
      event: 'sportsbook_margin_set',
      meta: ctx.meta,
      details: {
        scope: req.scope,
        key: req.key,
        before,
        after: req.marginBp,
        reason: forLog(req.reason, 500),
      },
    });
  });
  await ctx.registry.reload();
  return ctx.registry.settings();
}
