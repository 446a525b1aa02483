import { z } from 'zod';
import { AUTH_LIMITS, currentPasswordField, newPasswordField } from './auth.ts';
import { fields } from './validation.ts';

// POST customer/updatephone: step 1 sends the code, step 2 verifies it.
export const updatePhoneRequestSchema = z.discriminatedUnion('step', [
  z.strictObject({
    step: z.literal(1),
    phone: fields
      .requiredText(AUTH_LIMITS.phone.min, AUTH_LIMITS.phone.max)
      .regex(/^\d+$/, { error: 'v.digitsOnly' }),
    /** The account password: required by the server when a verified number is being replaced. */
    password: currentPasswordField().optional(),
  }),
  z.strictObject({
    step: z.literal(2),
    phone: fields
      .requiredText(AUTH_LIMITS.phone.min, AUTH_LIMITS.phone.max)
      .regex(/^\d+$/, { error: 'v.digitsOnly' }),
    code: z.string({ error: 'v.required' }).regex(/^\d{6}$/, { error: 'v.smsCode' }),
  }),
]);
export type UpdatePhoneRequest = z.infer<typeof updatePhoneRequestSchema>;

// POST customer/changepassword
export const changePasswordRequestSchema = z
  .strictObject({
    oldPassword: currentPasswordField(),
    password: newPasswordField(),
    confirmPassword: newPasswordField(),
  })
  .refine((v) => v.password === v.confirmPassword, { path: ['confirmPassword'], error: 'v.mismatch' });
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;
/** The session's new token: the one the request carried no longer works (ASVS 7.2.4). */
export const changePasswordResponseSchema = z.object({ token: z.string() });
export type ChangePasswordResponse = z.infer<typeof changePasswordResponseSchema>;

// GET user/balance (integer minor units would leak floats into old clients; docs/product.md shows a number)
// bonusBalance: the spendable balance of the active bonus beside the cash (ADR 012), 0 when none.
export const balanceSchema = z.object({ balance: z.number(), bonusBalance: z.number() });

// GET customer/profile (beyond docs/product.md §1–9)
export const profileSchema = z.object({
  name: z.string(),
  surname: z.string(),
  username: z.string(),
  email: z.string(),
  phone: z.string(),
  birthDate: z.string(),
  country: z.object({ id: z.number().int(), name: z.string() }),
  usercode: z.string(),
  smsVerified: z.boolean(),
  memberSince: z.string(),
  previousLogin: z.object({ at: z.string(), ip: z.string().nullable() }).nullable(),
});
export type Profile = z.infer<typeof profileSchema>;

// GET customer/sessions, POST customer/endsession (beyond docs/product.md §1–9)
export const sessionHistoryItemSchema = z.object({
  id: z.string(),
  device: z.string(),
  browser: z.string(),
  ip: z.string().nullable(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  endedAt: z.string().nullable(),
  current: z.boolean(),
});
export type SessionHistoryItem = z.infer<typeof sessionHistoryItemSchema>;
export const endSessionRequestSchema = z.union([
  z.strictObject({ id: z.string().min(1).max(64) }),
  z.strictObject({ all: z.literal(true) }),
]);
/** How many sessions the call ended. */
export const endSessionResponseSchema = z.object({ ended: z.number().int() });

// GET bonus/trialbonusamount
export const trialBonusAmountSchema = z.object({ amount: z.number() });

// POST admin/auth/login
export const adminLoginRequestSchema = z.strictObject({
  username: fields.requiredText(1, 50),
  password: fields.requiredText(3, 128),
});
/**
 * 'second_factor': send `challenge` with a TOTP or recovery code to admin/auth/login/verify;
 * 'enrolment': `token` may only enrol TOTP (admin/auth/totp/*); 'full': `token` opens the back office.
 */
export const adminLoginResponseSchema = z.object({
  username: z.string(),
  stage: z.enum(['second_factor', 'enrolment', 'full']),
  token: z.string().optional(),
  challenge: z.string().optional(),
});
// POST admin/auth/login/verify: a 6-digit TOTP code or one of the recovery codes.
export const adminLoginVerifyRequestSchema = z.strictObject({
  challenge: fields.requiredText(16, 128),
  code: fields.requiredText(6, 40),
});
export const adminSessionResponseSchema = z.object({ token: z.string(), username: z.string() });
// POST admin/auth/totp/enrol
export const adminTotpEnrolResponseSchema = z.object({ otpauthUri: z.string(), secret: z.string() });
// POST admin/auth/totp/confirm
export const adminTotpConfirmRequestSchema = z.strictObject({ code: z.string().regex(/^\d{6}$/) });
/**
 * Shown once: ten single-use codes for when the authenticator is lost, and the full session's
 * NEW token: the enrolment token ends here (docs/decisions/044-staff-lifecycle.md).
 */
export const adminTotpConfirmResponseSchema = z.object({
  recoveryCodes: z.array(z.string()),
  token: z.string(),
});
// GET admin/auth/me
/** The signed-in staff member and what their roles allow (the admin app shows only that). */
export const adminProfileSchema = z.object({ username: z.string(), permissions: z.array(z.string()) });

// GET dev/outbox (development only)
export const outboxMessageSchema = z.object({
  channel: z.enum(['sms', 'email']),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  createdAt: z.string(),
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;
