import {
  fromMinor,
  LIMIT_BOUNDS,
  liraTextToMinor,
  staffLimitRequestSchema,
  staffTimeoutRequestSchema,
} from '@lalebet/shared';
import { z } from 'zod';

const issue = (ctx: z.RefinementCtx, message: string) => (ctx.addIssue({ code: 'custom', message }), z.NEVER);

/**
 * The shared requests' reason carries zod's own English text, not a `v.*` key, so the form
 * restates its bounds with keys the staff member reads in their language; trimmed, so blanks
 * are not a reason.
 */
const reason = z.string().trim().min(3, { error: 'v.tooShort' }).max(500, { error: 'v.tooLong' });

/**
 * The value as typed (`1.250,50` lira, `90` minutes) to the number the API takes, by string
 * arithmetic (liraTextToMinor) so no float creeps into the lira. The upper bound is checked here
 * too, as the shared schema's own message is no validation key.
 */
const value = z
  .string()
  .transform((v, ctx) => {
    const minor = liraTextToMinor(v);
    if (minor === null) return issue(ctx, 'v.invalid');
    const n = fromMinor(BigInt(minor));
    return n > LIMIT_BOUNDS.maxAmount ? issue(ctx, 'v.max') : n;
  })
  .pipe(staffLimitRequestSchema.shape.value);

/** POST admin/customers/:id/limits as the dialog's fields hold it; minutes are whole. */
export const staffLimitForm = staffLimitRequestSchema
  .extend({ value, reason })
  .refine((v) => v.kind !== 'session' || Number.isInteger(v.value), {
    path: ['value'],
    error: 'v.wholeNumber',
  });

/** POST admin/customers/:id/timeout as the dialog's fields hold it. */
export const staffTimeoutForm = staffTimeoutRequestSchema.extend({ reason });
