import { DEFAULT_CURRENCY_ID, type RegisterRequest, isAdult } from '@lalebet/shared';
import { balancesOf } from '../../core/accounts/balance.ts';
import type { AccountsContext } from '../../core/accounts/context.ts';
import { signUpAttemptMail } from '../../core/accounts/mails.ts';
import { openSession } from '../../core/accounts/sessions.ts';
import { AppError } from '../../lib/app-error.ts';
import { audit } from '../../core/audit.ts';
import { referrerOf } from '../../core/bonus/referral.ts';
import { HOUR_MS, clock } from '../../lib/clock.ts';
import { violatedConstraint } from '../../lib/db-errors.ts';
import { fieldError } from '../../lib/field-error.ts';
import { canonicalIdentifier } from '../../lib/identity.ts';
import { assertAcceptablePassword } from '../../core/password-policy.ts';
import { registrationsPerIpPerHour } from '../../core/site-options.ts';
import { hashPassword } from '../../lib/password.ts';
import { isPlausiblePhone, normalizePhone } from '../../lib/phone.ts';
import { retryAfterSeconds } from '../../infra/rate-limit/index.ts';
import { ipLimitKey } from '../../lib/request-meta.ts';
import { recordRegisterAnswer } from '../../core/protection/register-status.ts';
import { screenRegisterAtSignUp } from '../../core/protection/register-check.ts';
import { findUnliftedLookalike } from '../../core/protection/lookalike.ts';
import { playBlock } from '../../core/protection/exclusions.ts';
import {
  assertOldEnough,
  carryOverExclusion,
  flagNewAccount,
  screenLookalike,
} from './register-protection.ts';
import { countryRules, findTaken, insertCustomer } from './register.repository.ts';
import { sessionData } from './session-data.ts';

/** Sign-ups per IP (IPv6: per /64) per hour: stops scripted account farming, leaves room for a shared connection. */
const REGISTRATION_WINDOW_MS = HOUR_MS;

/** Creates the customer and logs them in (docs/product.md §4: "Submit creates the account and logs the user in"). */
export async function register(ctx: AccountsContext, input: RegisterRequest) {
  const { db, meta } = ctx;
  await limitPerIp(ctx);
  // Rules the shared schema cannot judge on its own.
  if (input.currencyId !== DEFAULT_CURRENCY_ID) throw fieldError('currencyId', 'v.invalid');
  if (!isAdult(input.birthDate, clock.now())) throw fieldError('birthDate', 'v.underage');
  const phone = normalizePhone(input.phone);
  if (!isPlausiblePhone(phone)) throw fieldError('phone', 'v.phone');
  const country = await countryRules(db, input.country);
  if (!country) throw fieldError('country', 'v.invalid');
  await assertOldEnough(ctx, input, country);

  // The password policy and the hash come before any look-up: a probe for taken names needs a
  // valid password, costs a hash, and counts toward the per-address limit above (what the
  // answer still reveals is written down in docs/decisions/013-login-and-code-guessing.md).
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
  // After the taken checks, so a refusal here never tells apart an address that merely exists.
  const sharedDevice = await screenLookalike(ctx, { ...input, phone });
  // An earlier account's self-exclusion that ended unlifted follows the person (rule 30, ADR 046).
  const unlifted = await findUnliftedLookalike(db, { ...input, phone, fingerprint: meta.fingerprint });
  // GAMSTOP / Spelpaus for a GB / SE sign-up (rules 31-33; docs/decisions/032-national-registers.md).
  const register = await screenRegisterAtSignUp(db, meta, {
    country: country.code,
    firstName: input.name,
    lastName: input.surname,
    birthDate: input.birthDate,
    email: input.email.trim(),
    phone,
  });

  const now = clock.now();
  const customer = await insertCustomer(db, {
    username: input.username.normalize('NFKC'),
    username_key: usernameKey,
    email: input.email.trim(),
    email_key: emailKey,
    name: input.name,
    surname: input.surname,
    phone,
    phone_verified_at: null,
    country_id: input.country,
    currency_id: input.currencyId,
    birth_date: input.birthDate,
    ref_id: input.refId === undefined ? null : BigInt(input.refId),
    referred_by: await referrerOf(db, input.refId),
    password_hash: passwordHash,
    password_changed_at: now,
    locale: meta.locale,
    locked_at: null,
    created_at: now,
  }).catch((err: unknown) => {
    // Two sign-ups racing for the same name: the unique index decides, the answer stays the same.
    const constraint = violatedConstraint(err);
    if (constraint?.includes('username_key')) throw new AppError('USERNAME_TAKEN');
    if (constraint?.includes('email_key')) throw new AppError('EMAIL_TAKEN');
    throw err;
  });

  if (sharedDevice) await flagNewAccount(ctx, customer.id, sharedDevice);
  if (register) await recordRegisterAnswer(db, customer.id, register, false, 'registration');
  if (unlifted) await carryOverExclusion(ctx, customer.id, unlifted);
  // Then the account opens as a login during that state does: withdraw-only (docs/decisions/033).
  const block = unlifted ? await playBlock(db, customer.id) : null;
  const session = await openSession(db, customer.id, meta, { restricted: block !== null });
  await audit(db, {
    actor: { kind: 'customer', id: customer.id },
    event: 'register',
    meta,
    details: { sessionId: session.id },
  });
  const balances = await balancesOf(db, customer.id);
  const data = sessionData(
    {
      username: input.username.normalize('NFKC'),
      user_code: customer.user_code,
      phone,
      phone_verified_at: null,
    },
    session.token,
    balances,
    meta.fingerprint,
    // A new account has no favourites yet.
    [],
  );
  if (!block) return data;
  return {
    ...data,
    restriction: { code: block.code, kind: block.kind, until: block.until, lift: block.lift ?? null },
  };
}

async function limitPerIp({ db, limiter, meta }: AccountsContext) {
  const now = clock.ms();
  const max = await registrationsPerIpPerHour(db);
  const { total, msLeft } = await limiter.consume(
    `register:ip:${ipLimitKey(meta.ip)}`,
    REGISTRATION_WINDOW_MS,
  );
  if (total > max) {
    const retry = retryAfterSeconds(now + msLeft, now);
    throw new AppError('RATE_LIMITED', { headers: { 'retry-after': String(retry) } });
  }
}
