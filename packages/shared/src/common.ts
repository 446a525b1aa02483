import { z } from 'zod';
import { ERROR_CODES } from './errors.ts';

/** The product's envelope: every API answer is `{ success, message, data }`. */
export function envelope<T extends z.ZodType>(data: T) {
  return z.object({ success: z.literal(true), message: z.string(), data });
}

/**
 * One field error of a 400 VALIDATION_FAILED answer. `path` is the request part, then the field's
 * path, joined by dots: `body.phone`, `body.detail.Amount`, `query.id` (apps/server/src/plugins/
 * errors.ts). `message` is already in the caller's language; one error per field, its first rule.
 * The web maps `body.<field>` onto form fields with applyServerErrors (apps/web/src/lib).
 */
export const fieldErrorSchema = z.object({ path: z.string(), message: z.string() });

export const errorEnvelopeSchema = z.object({
  success: z.literal(false),
  message: z.string(),
  code: z.enum(ERROR_CODES),
  /** null, except where a code documents details (sportsbook refusals: betRefusalDataSchema). */
  data: z.record(z.string(), z.unknown()).nullable(),
  errors: z.array(fieldErrorSchema).optional(),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;

export type Envelope<T> = { success: true; message: string; data: T };

export const emptyBodySchema = z.strictObject({});
