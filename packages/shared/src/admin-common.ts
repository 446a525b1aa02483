import { z } from 'zod';
import { permissionSchema } from './permissions.ts';

/**
 * What every back-office list shares (docs/decisions/029-staff-permissions.md): paging by
 * `skip`/`take` (capped), one sort key with a direction, and `{items, total}` back. The admin
 * app keeps these in the URL, so a list can be bookmarked and shared.
 */
export const ADMIN_PAGE_MAX = 100;

export function adminListQuery<const S extends readonly [string, ...string[]]>(sortKeys: S) {
  return z.object({
    skip: z.coerce.number().int().min(0).max(1_000_000).default(0),
    take: z.coerce.number().int().min(1).max(ADMIN_PAGE_MAX).default(25),
    sort: z.enum(sortKeys).default(sortKeys[0]),
    order: z.enum(['asc', 'desc']).default('desc'),
  });
}

export function adminPage<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item), total: z.number() });
}

/** What the caller may do to one record; the UI offers only these. */
export const allowedActionsSchema = z.array(z.string());

/**
 * Deciding a four-eyes request of any kind (docs/decisions/035-four-eyes-approvals.md): an
 * approval sends back the hash of exactly what was reviewed; a rejection gives a reason.
 */
export const approveRequestSchema = z.strictObject({
  payloadHash: z.string().regex(/^[0-9a-f]{64}$/, { error: 'v.invalid' }),
});
export const rejectRequestSchema = z.strictObject({
  reason: z.string().trim().min(3, { error: 'v.tooShort' }).max(500, { error: 'v.tooLong' }),
});

/**
 * Step-up (docs/decisions/014-staff-two-factor.md): money actions, protection lifts, role changes
 * and exports of personal data need a TOTP code entered again within the last few minutes.
 * A route that needs it answers STEP_UP_REQUIRED until `POST admin/auth/step-up` succeeds.
 */
export const adminStepUpRequestSchema = z.strictObject({
  code: z.string().regex(/^\d{6}$/, { error: 'v.code' }),
});
export const adminStepUpResponseSchema = z.object({ until: z.string() });
export const STEP_UP_MINUTES = 5;

/** The back-office home: each work queue the caller may see, with what waits in it. */
export const ADMIN_QUEUES = [
  'withdrawals',
  'bonusClaims',
  'kyc',
  'protectionFlags',
  'approvals',
  'liftRequests',
  // Broken audit-chain links found by the sealing job (docs/decisions/049-production-safety-ii.md).
  'auditChain',
] as const;
export const adminQueueSchema = z.object({
  queue: z.enum(ADMIN_QUEUES),
  count: z.number(),
  /** The permission that opens it; queues the caller cannot open are left out. */
  permission: permissionSchema,
});
export const adminQueuesSchema = z.array(adminQueueSchema);
export type AdminQueue = z.infer<typeof adminQueueSchema>;

/**
 * The staff group on the real-time hub: the same SignalR JSON protocol as the players' hub, on
 * its own path and with staff tokens only. The server sends `QueuesChanged` after a change to a
 * work queue commits; the admin app refetches that queue's lists and counts.
 */
export const STAFF_HUB_PATH = '/hub/staff';
export const STAFF_HUB_METHOD = 'QueuesChanged';
export const staffQueuesChangedSchema = z.object({ queue: z.enum(ADMIN_QUEUES) });
export type StaffQueuesChanged = z.infer<typeof staffQueuesChangedSchema>;
