import { z } from 'zod';
import { fields } from './validation.ts';

/** The 'Sizi Arayalım' (call me back) form. */
export const CALLBACK_TIMES = ['now', 'morning', 'afternoon', 'evening'] as const;
export const callbackRequestSchema = z.strictObject({
  name: fields.personName(),
  phone: fields.phone10(),
  preferredTime: z.enum(CALLBACK_TIMES, { error: 'v.required' }),
});
export type CallbackRequest = z.infer<typeof callbackRequestSchema>;
export const callbackResponseSchema = z.object({ id: z.number().int() });
