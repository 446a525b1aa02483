import { z } from 'zod';

/**
 * Back office: the audit trail (docs/decisions/028-audit-chain.md). Rows are hash-chained; the
 * verify answer names the first broken link, if any.
 */
export const AUDIT_ACTOR_KINDS = ['customer', 'admin', 'system'] as const;

export const adminAuditQuerySchema = z.object({
  actorKind: z.enum(AUDIT_ACTOR_KINDS).optional(),
  actorId: z.coerce.number().int().positive().optional(),
  /** Exact event name, or a prefix ending in '*' (e.g. `rg_*`). */
  event: z
    .string()
    .regex(/^[a-z0-9_]+\*?$/)
    .max(64)
    .optional(),
  from: z.iso.datetime({ offset: true }).optional(),
  to: z.iso.datetime({ offset: true }).optional(),
  skip: z.coerce.number().int().min(0).default(0),
  take: z.coerce.number().int().min(1).max(500).default(100),
  sort: z.enum(['newest', 'oldest']).default('newest'),
});
export type AdminAuditQuery = z.infer<typeof adminAuditQuerySchema>;

export const adminAuditRowSchema = z.object({
  seq: z.number(),
  at: z.string(),
  actorKind: z.enum(AUDIT_ACTOR_KINDS),
  actorId: z.number().nullable(),
  event: z.string(),
  ip: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
  hash: z.string(),
});
export type AdminAuditRow = z.infer<typeof adminAuditRowSchema>;
export const adminAuditPageSchema = z.object({ items: z.array(adminAuditRowSchema), total: z.number() });

export const adminAuditVerifySchema = z.object({
  ok: z.boolean(),
  /** Rows checked, and the newest sequence number seen. */
  checked: z.number(),
  lastSeq: z.number().nullable(),
  /**
   * The first row whose link does not hold: its own hash is wrong, its previous hash is not the
   * row before's, a row is missing, or its keyed seal does not match (docs/decisions/049-production-safety-ii.md).
   */
  firstBroken: z.object({ seq: z.number(), reason: z.enum(['hash', 'link', 'gap', 'seal']) }).nullable(),
  /** The newest row sealed with the audit key; rows after it are checked by hash chain only. */
  sealedThrough: z.number(),
});
export type AdminAuditVerify = z.infer<typeof adminAuditVerifySchema>;
