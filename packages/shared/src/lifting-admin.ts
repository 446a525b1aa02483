import { z } from 'zod';
import { adminListQuery, adminPage } from './admin-common.ts';
import { LIFT_REQUEST_STATUSES } from './lifting.ts';

/** The staff side of docs/rules.md R30 (docs/decisions/033-lifting-and-withdraw-only.md): four-eyes acceptance. */

/** Staff list: GET admin/protection/lift-requests. */
export const adminLiftRequestsQuerySchema = adminListQuery(['requestedAt', 'id'] as const).extend({
  status: z.enum(LIFT_REQUEST_STATUSES).optional(),
  customerId: z
    .string()
    .regex(/^[1-9]\d{0,17}$/)
    .optional(),
});
export type AdminLiftRequestsQuery = z.infer<typeof adminLiftRequestsQuerySchema>;

export const adminLiftRequestSchema = z.object({
  id: z.string(),
  customerId: z.string(),
  username: z.string(),
  status: z.enum(LIFT_REQUEST_STATUSES),
  reason: z.string(),
  /** The end of the self-exclusion being lifted. */
  blockEndedAt: z.string(),
  requestedAt: z.string(),
  firstApproverId: z.string().nullable(),
  firstApprovedAt: z.string().nullable(),
  secondApproverId: z.string().nullable(),
  approvedAt: z.string().nullable(),
  effectiveAt: z.string().nullable(),
  rejectedBy: z.string().nullable(),
  rejectedAt: z.string().nullable(),
  rejectReason: z.string().nullable(),
  resumedAt: z.string().nullable(),
  /** What the caller may do now ('approve', 'reject'); the admin UI offers only these. */
  allowedActions: z.array(z.string()),
});
export type AdminLiftRequest = z.infer<typeof adminLiftRequestSchema>;
export const adminLiftRequestPageSchema = adminPage(adminLiftRequestSchema);

export const adminLiftApproveSchema = z.strictObject({ note: z.string().trim().max(500).optional() });
export const adminLiftRejectSchema = z.strictObject({ reason: z.string().trim().min(3).max(500) });
