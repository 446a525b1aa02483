import { z } from 'zod';
import { ERROR_CODES } from './errors.ts';

/** The brief's envelope: every API answer is `{ success, message, data }`. */
export function envelope<T extends z.ZodType>(data: T) {
  return z.object({ success: z.literal(true), message: z.string(), data });
}

export const fieldErrorSchema = z.object({ path: z.string(), message: z.string() });

export const errorEnvelopeSchema = z.object({
  success: z.literal(false),
  message: z.string(),
  code: z.enum(ERROR_CODES),
  data: z.null(),
  errors: z.array(fieldErrorSchema).optional(),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;

export type Envelope<T> = { success: true; message: string; data: T };

export const emptyBodySchema = z.strictObject({});
