import { z } from 'zod';
import { fields } from './validation.ts';
import { sessionRestrictionSchema } from './lifting.ts';
import { signUpBtagSchema } from './affiliates.ts';

/** The product's section 5 rules for accounts. */
export const AUTH_LIMITS = {
  loginUsername: { min: 1, max: 50 },
  // Up to passwordMax, so every password sign-up, reset or change accepted can log in.
  loginPassword: { min: 3, max: 128 },
  username: { min: 5, max: 30 },
  email: { min: 5, max: 100 },
  phone: { min: 5, max: 20 },
  /**
   * A new password's length (sign-up, reset, change). The minimum is the server's policy, not the
   * docs/product.md §5: the site option `passwordminlength` may raise it (up to 64), never lower it, so a
   * form built on these schemas never accepts a length the server refuses.
   */
  passwordMin: 8,
  passwordMax: 128,
  // docs/product.md says 2 to 20, but usernames may be up to 30: a 21-30 character username could
  // never recover its password, so the upper bound follows the username rule.
  recoveryUsername: { min: 2, max: 30 },
  resetCode: { min: 3, max: 20 },
  smsCode: 6,
  minimumAge: 18,
} as const;

export const PHONE_PREFIX = '90';
export const DEFAULT_COUNTRY_NAME = 'Türkiye';
export const DEFAULT_CURRENCY_ID = 1;

/** A new password (sign-up, reset, change): the server's length rule; blocklist checks are server-side. */
export const newPasswordField = () => fields.requiredText(AUTH_LIMITS.passwordMin, AUTH_LIMITS.passwordMax);
/** A password being checked (login, the current one on change): any length a new one could have had. */
export const currentPasswordField = () =>
  fields.requiredText(AUTH_LIMITS.loginPassword.min, AUTH_LIMITS.loginPassword.max);
const password = newPasswordField;

// POST auth/login
export const loginRequestSchema = z.strictObject({
  username: fields.requiredText(AUTH_LIMITS.loginUsername.min, AUTH_LIMITS.loginUsername.max),
  password: currentPasswordField(),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

/** The session object of docs/product.md (section 3), stored as `authData`. */
export const sessionDataSchema = z.object({
  token: z.string(),
  balance: z.number(),
  /** The active bonus's spendable balance in lira; absent in sessions stored before it. */
  bonusBalance: z.number().optional(),
  username: z.string(),
  usercode: z.string(),
  betsyCid: z.string(),
  betsyUrl: z.string(),
  betsyToken: z.string(),
  betcoToken: z.string(),
  betcoUrl: z.string(),
  phone: z.string(),
  smsVerified: z.boolean(),
  fingerprint: z.string(),
  /** The product's userFavoriteList: codes of the customer's favourite games. */
  userFavoriteList: z.array(z.string()),
  /**
   * Set when the session was opened during a time-out or self-exclusion: withdraw-only
   * (docs/decisions/033-lifting-and-withdraw-only.md).
   */
  restriction: sessionRestrictionSchema.optional(),
});
export type SessionData = z.infer<typeof sessionDataSchema>;

// GET auth/form
export const countrySchema = z.object({ id: z.number().int(), name: z.string(), code: z.string() });
export type Country = z.infer<typeof countrySchema>;
export const authFormSchema = z.object({ countries: z.array(countrySchema) });

/**
 * Latin letters (Turkish ç ğ ı İ ö ş ü included) and ASCII digits, judged after NFKC so that
 * full-width forms count as their ASCII twins. Other scripts are refused: Cyrillic 'а' or Greek
 * 'ο' look like Latin letters and would let one account pass for another (confusables).
 */
const USERNAME_CHARS = /^(?:[0-9]|(?=\p{L})\p{Script=Latin})+$/u;
export const isUsernameText = (value: string) => USERNAME_CHARS.test(value.normalize('NFKC'));

const twoDigits = z.string({ error: 'v.required' }).regex(/^\d{2}$/, { error: 'v.invalid' });

// POST auth/register
export const registerRequestSchema = z
  .strictObject({
    name: fields.personName(),
    surname: fields.personName(),
    username: fields
      .requiredText(AUTH_LIMITS.username.min, AUTH_LIMITS.username.max)
      .refine(isUsernameText, { error: 'v.username' }),
    email: fields
      .requiredText(AUTH_LIMITS.email.min, AUTH_LIMITS.email.max)
      .pipe(z.email({ error: 'v.email' })),
    phone: fields
      .requiredText(AUTH_LIMITS.phone.min, AUTH_LIMITS.phone.max)
      .regex(/^\d+$/, { error: 'v.digitsOnly' }),
    country: z.number({ error: 'v.required' }).int().positive(),
    currencyId: z.number().int().positive().default(DEFAULT_CURRENCY_ID),
    birthDate: z.string({ error: 'v.required' }).regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'v.invalid' }),
    birthDateDay: twoDigits,
    birthDateMonth: twoDigits,
    birthDateYear: z.string({ error: 'v.required' }).regex(/^\d{4}$/, { error: 'v.invalid' }),
    password: password(),
    password2: password(),
    refId: z.number().int().positive().optional(),
    /** The affiliate's tracking token from the landing link (ADR 092); a malformed one is dropped. */
    btag: signUpBtagSchema,
  })
  .refine((v) => v.password === v.password2, { path: ['password2'], error: 'v.mismatch' })
  .refine((v) => v.birthDate === `${v.birthDateYear}-${v.birthDateMonth}-${v.birthDateDay}`, {
    path: ['birthDate'],
    error: 'v.invalid',
  })
  .refine((v) => isAdult(v.birthDate), { path: ['birthDate'], error: 'v.underage' });
export type RegisterRequest = z.infer<typeof registerRequestSchema>;

/** True when a YYYY-MM-DD date is a real calendar date at least 18 years ago. */
export function isAdult(isoDate: string, now = new Date()): boolean {
  return isAtLeast(isoDate, AUTH_LIMITS.minimumAge, now);
}

/** True when a YYYY-MM-DD date is a real calendar date at least `years` years before `now` (UTC). */
export function isAtLeast(isoDate: string, years: number, now = new Date()): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== mo - 1 || date.getUTCDate() !== d) return false;
  if (y < 1900) return false;
  const adultFrom = new Date(Date.UTC(y + years, mo - 1, d));
  return adultFrom.getTime() <= now.getTime();
}

// Password recovery (four steps)
export const sendResetRequestSchema = z.strictObject({
  username: fields.requiredText(AUTH_LIMITS.recoveryUsername.min, AUTH_LIMITS.recoveryUsername.max),
});
export const checkResetCodeRequestSchema = z.strictObject({
  username: fields.requiredText(AUTH_LIMITS.recoveryUsername.min, AUTH_LIMITS.recoveryUsername.max),
  code: fields.requiredText(AUTH_LIMITS.resetCode.min, AUTH_LIMITS.resetCode.max),
});
export const changePasswordWithCodeRequestSchema = z
  .strictObject({
    username: fields.requiredText(AUTH_LIMITS.recoveryUsername.min, AUTH_LIMITS.recoveryUsername.max),
    code: fields.requiredText(AUTH_LIMITS.resetCode.min, AUTH_LIMITS.resetCode.max),
    password: password(),
    password2: password(),
  })
  .refine((v) => v.password === v.password2, { path: ['password2'], error: 'v.mismatch' });
