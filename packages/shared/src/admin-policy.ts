import { z } from 'zod';
import { approvalTrailShape } from './admin-adjustments.ts';
import { adminSiteOptionSchema } from './admin-site-options.ts';

/**
 * Policy settings in the back office (docs/decisions/043-policy-settings.md): the fields a
 * change request is bound to, in a fixed order (what the approval hash covers).
 */
export function policyChangeCanonicalPayload(c: { key: string; value: string; enabled: boolean }): string {
  return JSON.stringify(['site_option/v1', c.key, c.value, c.enabled]);
}

/** A loosening policy change waiting for (or decided by) a second policy:manage holder. */
export const policyChangeRequestSchema = z.object({
  kind: z.literal('site_option'),
  id: z.number(),
  key: z.string(),
  /** The value and switch asked for. */
  value: z.string(),
  enabled: z.boolean(),
  /** What the server read when the change was asked for (its fallback when disabled). */
  before: z.string(),
  ...approvalTrailShape,
});
export type PolicyChangeRequest = z.infer<typeof policyChangeRequestSchema>;

/** A policy option as its screen shows it: bounds, what loosens it, and changes waiting. */
export const adminPolicyOptionSchema = adminSiteOptionSchema.extend({
  loosens: z.enum(['up', 'down', 'any', 'never']),
  fallback: z.string(),
  unit: z.string().nullable(),
  pending: z.array(policyChangeRequestSchema),
});
export const adminPolicyOptionListSchema = z.array(adminPolicyOptionSchema);
export type AdminPolicyOption = z.infer<typeof adminPolicyOptionSchema>;

/** Tightening: applied at once. Loosening: a request waits for a second person. */
export const policyChangeResultSchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('applied'), option: adminSiteOptionSchema }),
  z.object({ status: z.literal('pending'), request: policyChangeRequestSchema }),
]);
export type PolicyChangeResult = z.infer<typeof policyChangeResultSchema>;
