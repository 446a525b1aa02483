import { z } from 'zod';
import { approverOf } from '../../core/approvals/index.ts';
import type { AdjustmentsContext } from './adjustments.context.ts';

/** What the adjustment routes share: their messages, the id parameter and who is asking. */
export const MESSAGES = {
  executed: { en: 'The adjustment was posted.', tr: 'Düzeltme hesaba işlendi.' },
  pending: { en: 'The adjustment waits for a second approval.', tr: 'Düzeltme ikinci bir onay bekliyor.' },
  rejected: { en: 'The request was rejected.', tr: 'Talep reddedildi.' },
} as const;
export const idParams = z.object({ id: z.coerce.number().int().positive() });
/** The caller as the approval rules see them: with the player account linked to them. */
export const viewerOf = (ctx: AdjustmentsContext) => approverOf(ctx.db, ctx.staff);
