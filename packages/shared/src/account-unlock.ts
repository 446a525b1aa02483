import { z } from 'zod';

/**
 * Locks after a wide password attack (docs/decisions/045-throttle-not-lock.md): the one-time link
 * mailed to the owner, and support's unlock from Player 360 and the staff list.
 */
export const unlockRequestSchema = z.strictObject({
  /** The token from the link in the lock e-mail (43 base64url characters). */
  token: z.string().trim().min(20).max(200),
});
export type UnlockRequest = z.infer<typeof unlockRequestSchema>;

export const adminUnlockRequestSchema = z.strictObject({
  reason: z.string().trim().min(3, { error: 'v.min' }).max(500),
});
export type AdminUnlockRequest = z.infer<typeof adminUnlockRequestSchema>;

export const adminUnlockResponseSchema = z.object({
  /** Whether a lock was running; the throttle and a frozen code budget are cleared either way. */
  wasLocked: z.boolean(),
});
export type AdminUnlockResponse = z.infer<typeof adminUnlockResponseSchema>;
