import { z } from 'zod';

/**
 * Lifting a self-exclusion after it ended (docs/rules.md R30;
 * docs/decisions/033-lifting-and-withdraw-only.md): a written request, two staff acceptances,
 * a delay, then the player's explicit resume. Until then play stays blocked.
 */

/**
 * Where the player stands once a self-exclusion has ended: `required` (no request yet, or the
 * last one refused), `pending` (waiting for staff), `waiting` (accepted, the delay runs until
 * `until`), `resume` (the player may resume now).
 */
export const LIFT_STAGES = ['required', 'pending', 'waiting', 'resume'] as const;
export type LiftStage = (typeof LIFT_STAGES)[number];

export const LIFT_REQUEST_STATUSES = ['pending', 'approved', 'rejected', 'resumed'] as const;
export type LiftRequestStatus = (typeof LIFT_REQUEST_STATUSES)[number];

/** POST protection/lift-request: the player's written request with reasons. */
export const liftRequestSchema = z.strictObject({
  reason: z.string({ error: 'v.required' }).trim().min(20, { error: 'v.tooShort' }).max(2000),
});
export type LiftRequestBody = z.infer<typeof liftRequestSchema>;

/** The player's view: the block (if any), whether lifting applies, and the latest request. */
export const liftStatusSchema = z.object({
  /** The block in force or waiting for a lift; null: free to play. */
  block: z
    .object({
      code: z.string(),
      kind: z.string(),
      /** End of a live block, or of the delay when `lift` is `waiting`; null: permanent or open. */
      until: z.string().nullable(),
      lift: z.enum(LIFT_STAGES).nullable(),
    })
    .nullable(),
  /** Whether a lift request may be sent now. */
  canRequest: z.boolean(),
  request: z
    .object({
      id: z.string(),
      status: z.enum(LIFT_REQUEST_STATUSES),
      requestedAt: z.string(),
      effectiveAt: z.string().nullable(),
    })
    .nullable(),
});
export type LiftStatus = z.infer<typeof liftStatusSchema>;

/**
 * A session opened during a block (docs/rules.md R26): it may only read the account, withdraw, ask for a
 * lift and log out. Sent with the login answer so the web shows the block page, not the games.
 */
export const sessionRestrictionSchema = z.object({
  code: z.string(),
  kind: z.string(),
  until: z.string().nullable(),
  lift: z.enum(LIFT_STAGES).nullable(),
});
export type SessionRestriction = z.infer<typeof sessionRestrictionSchema>;
