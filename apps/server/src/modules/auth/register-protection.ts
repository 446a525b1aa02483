import { type RegisterRequest, isAtLeast } from '@lalebet/shared';
import type { AccountsContext } from '../../core/accounts/context.ts';
import { audit } from '../../core/audit.ts';
import { raiseFlag } from '../../core/protection/flags.ts';
import { type Lookalike, findExcludedLookalike } from '../../core/protection/lookalike.ts';
import { AppError } from '../../lib/app-error.ts';
import { clock } from '../../lib/clock.ts';

/**
 * Rule 34: the declared country's minimum age (country.min_age, 18 unless its law says more).
 * The shared schema already refuses anyone under 18 field by field; this refuses the rest with
 * UNDERAGE naming the age, and writes the refusal to the audit trail.
 */
export async function assertOldEnough(
  { db, meta }: AccountsContext,
  input: Pick<RegisterRequest, 'birthDate'>,
  country: { code: string; min_age: number },
): Promise<void> {
  if (isAtLeast(input.birthDate, country.min_age, clock.now())) return;
  await audit(db, {
    actor: { kind: 'customer', id: null },
    event: 'underage_refused',
    meta,
    details: { country: country.code, minimumAge: country.min_age },
  });
  const n = country.min_age;
  throw new AppError('UNDERAGE', {
    message: {
      en: `You must be at least ${n} years old to open an account.`,
      tr: `Hesap açmak için en az ${n} yaşında olmalısınız.`,
    },
    data: { minimumAge: n },
  });
}

/**
 * Rule 28: a sign-up resembling a self-excluded person (or one who closed for a gambling concern)
 * by phone, e-mail, or name and birth date is refused with REGISTRATION_HELD, which says nothing
 * about the other account; staff get a flag on the excluded account. A shared device alone is
 * only a signal (browser-set, shared by households; ADR 016): the sign-up goes on and the new
 * account gets a strong flag (no bonuses or marketing until reviewed) through `flagNewAccount`.
 * docs/decisions/027-age-and-country.md.
 */
export async function screenLookalike(
  { db, meta, staffQueue }: AccountsContext,
  who: { phone: string; email: string; birthDate: string; name: string; surname: string },
): Promise<Lookalike | null> {
  const match = await findExcludedLookalike(db, { ...who, fingerprint: meta.fingerprint });
  if (!match) return null;
  const deviceOnly = match.matchedOn.every((m) => m === 'device');
  await raiseFlag(db, {
    customerId: match.customerId,
    kind: 'lookalike_registration',
    severity: 'weak',
    details: { matchedOn: match.matchedOn, refused: !deviceOnly },
  });
  await staffQueue('protectionFlags'); // committed: the flag is not part of a transaction
  if (deviceOnly) return match;
  await audit(db, {
    actor: { kind: 'customer', id: null },
    event: 'registration_held',
    meta,
    details: { excludedCustomerId: String(match.customerId), matchedOn: match.matchedOn.join(',') },
  });
  throw new AppError('REGISTRATION_HELD');
}

/** After the insert: the new account that shares a device with an excluded person. */
export async function flagNewAccount(
  { db, staffQueue }: Pick<AccountsContext, 'db' | 'staffQueue'>,
  customerId: bigint,
  match: Lookalike,
) {
  await raiseFlag(db, {
    customerId,
    kind: 'lookalike_registration',
    severity: 'strong',
    details: { excludedCustomerId: String(match.customerId), matchedOn: match.matchedOn },
  });
  await staffQueue('protectionFlags');
}
