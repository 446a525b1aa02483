import { DEFAULT_CURRENCY_ID, type RegisterRequest, isAdult } from '@lalebet/shared';
import { type AccountsContext, signUpAttemptMail } from '../../core/accounts/index.ts';
import { assertAcceptablePassword } from '../../core/password-policy.ts';
import { findUnliftedLookalike, screenRegisterAtSignUp } from '../../core/protection/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { fieldError } from '../../lib/field-error.ts';
import { canonicalIdentifier } from '../../lib/identity.ts';
import { hashPassword } from '../../lib/password.ts';
import { isPlausiblePhone, normalizePhone } from '../../lib/phone.ts';
import { screenLookalike } from './register-protection.ts';
import { findTaken } from './register.repository.ts';

/** Rules the shared schema cannot judge on its own; answers the phone in its stored form. */
export function checkSignUpFields(input: RegisterRequest, now: Date): { phone: string } {
  if (input.currencyId !== DEFAULT_CURRENCY_ID) throw fieldError('currencyId', 'v.invalid');
  if (!isAdult(input.birthDate, now)) throw fieldError('birthDate', 'v.underage');
  const phone = normalizePhone(input.phone);
  if (!isPlausiblePhone(phone)) throw fieldError('phone', 'v.phone');
  return { phone };
}

export type ClaimedIdentity = { passwordHash: string; usernameKey: string; emailKey: string };

/**
 * The password policy and the hash come before any look-up: a probe for taken names needs a
 * valid password, costs a hash, and counts toward the per-address limit (what the answer still
 * reveals is written down in docs/decisions/013-login-and-code-guessing.md).
 */
export async function claimIdentity(ctx: AccountsContext, input: RegisterRequest): Promise<ClaimedIdentity> {
  const { db } = ctx;
  await assertAcceptablePassword(db, input.password, { username: input.username, email: input.email });
  const passwordHash = await hashPassword(input.password);
  const usernameKey = canonicalIdentifier(input.username);
  const emailKey = canonicalIdentifier(input.email);
  const taken = await findTaken(db, usernameKey, emailKey);
  if (taken.some((t) => t.username_key === usernameKey)) throw new AppError('USERNAME_TAKEN');
  const owner = taken[0];
  if (owner) {
    // The owner of the address learns that someone tried it (the caller learns no more than
    // the sign-up screen must tell them).
    ctx.messenger.send({
      channel: 'email',
      to: owner.email,
      locale: owner.locale,
      ...signUpAttemptMail(owner.locale, owner.username),
    });
    throw new AppError('EMAIL_TAKEN');
  }
  return { passwordHash, usernameKey, emailKey };
}

export type SignUpScreening = {
  sharedDevice: Awaited<ReturnType<typeof screenLookalike>>;
  unlifted: Awaited<ReturnType<typeof findUnliftedLookalike>>;
  register: Awaited<ReturnType<typeof screenRegisterAtSignUp>>;
};

/** After the taken checks, so a refusal here never tells apart an address that merely exists. */
export async function screenSignUp(
  ctx: AccountsContext,
  input: RegisterRequest,
  { phone, countryCode }: { phone: string; countryCode: string },
): Promise<SignUpScreening> {
  const sharedDevice = await screenLookalike(ctx, { ...input, phone });
  // An earlier account's self-exclusion that ended unlifted follows the person (docs/rules.md R30, ADR 046).
  const unlifted = await findUnliftedLookalike(ctx.db, {
    ...input,
    phone,
    fingerprint: ctx.meta.fingerprint,
  });
  // GAMSTOP / Spelpaus for a GB / SE sign-up (docs/rules.md R31-R33; docs/decisions/032-national-registers.md).
  const register = await screenRegisterAtSignUp(ctx.db, ctx.meta, {
    country: countryCode,
    firstName: input.name,
    lastName: input.surname,
    birthDate: input.birthDate,
    email: input.email.trim(),
    phone,
  });
  return { sharedDevice, unlifted, register };
}
