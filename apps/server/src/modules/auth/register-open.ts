import type { RegisterRequest } from '@lalebet/shared';
import { balancesOf, type AccountsContext, openSession } from '../../core/accounts/index.ts';
import { attributedBtag } from '../../core/affiliates.ts';
import { audit } from '../../core/audit.ts';
import { referrerOf } from '../../core/bonus/index.ts';
import { playBlock, recordRegisterAnswer } from '../../core/protection/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { clock } from '../../lib/clock.ts';
import { violatedConstraint } from '../../lib/db-errors.ts';
import type { ClaimedIdentity, SignUpScreening } from './register-checks.ts';
import { carryOverExclusion, flagNewAccount } from './register-protection.ts';
import { insertCustomer } from './register.repository.ts';
import { sessionData } from './session-data.ts';

/** The customer row; two sign-ups racing for the same name get the answer the checks give. */
export async function createCustomer(
  { db, meta }: AccountsContext,
  input: RegisterRequest,
  { phone, identity }: { phone: string; identity: ClaimedIdentity },
) {
  const now = clock.now();
  return insertCustomer(db, {
    username: input.username.normalize('NFKC'),
    username_key: identity.usernameKey,
    email: input.email.trim(),
    email_key: identity.emailKey,
    name: input.name,
    surname: input.surname,
    phone,
    phone_verified_at: null,
    country_id: input.country,
    currency_id: input.currencyId,
    birth_date: input.birthDate,
    ref_id: input.refId === undefined ? null : BigInt(input.refId),
    referred_by: await referrerOf(db, input.refId),
    btag: await attributedBtag(db, input.btag),
    password_hash: identity.passwordHash,
    password_changed_at: now,
    locale: meta.locale,
    locked_at: null,
    created_at: now,
  }).catch((err: unknown) => {
    // The unique index decides the race.
    const constraint = violatedConstraint(err);
    if (constraint?.includes('username_key')) throw new AppError('USERNAME_TAKEN');
    if (constraint?.includes('email_key')) throw new AppError('EMAIL_TAKEN');
    throw err;
  });
}

/** What the screening found is recorded on the new account, then it is logged in. */
export async function openNewAccount(
  ctx: AccountsContext,
  input: RegisterRequest,
  customer: { id: bigint; user_code: string },
  { phone, screening }: { phone: string; screening: SignUpScreening },
) {
  const { db, meta } = ctx;
  const { sharedDevice, register, unlifted } = screening;
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
  const user = {
    username: input.username.normalize('NFKC'),
    user_code: customer.user_code,
    phone,
    phone_verified_at: null,
  };
  // A new account has no favourites yet.
  const data = sessionData(user, session.token, balances, meta.fingerprint, []);
  if (!block) return data;
  return {
    ...data,
    restriction: { code: block.code, kind: block.kind, until: block.until, lift: block.lift ?? null },
  };
}
