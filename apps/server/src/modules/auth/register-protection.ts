import { type RegisterRequest, isAtLeast } from '@lalebet/shared';
import type { AccountsContext } from '../../core/accounts/index.ts';
import { audit } from '../../core/audit.ts';
import {
  raiseFlag,
  type Lookalike,
  type UnliftedExclusion,
  findExcludedLookalike,
} from '../../core/protection/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { clock } from '../../lib/clock.ts';

/**
 * docs/rules.md R34: the declared country's minimum age (country.min_age, 18 unless its law says more).
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
 * docs/rules.md R28: a sign-up resembling a self-excluded person (or one who closed for a gambling concern)
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

/**
 * docs/rules.md R30 across accounts (docs/decisions/046-protection-gaps.md): the new account of a person
 * whose self-exclusion on an earlier account ended without a completed lift starts where that
 * account stands: the ended exclusion is recorded on it too (the table is insert-only, so a
 * copy, by the system, with the earlier account named in the audit trail), and liftState then
 * asks for a lift request, two staff acceptances, the delay and the resume, as on the old account.
 * Its end is marked recorded, so the block-end sweep does not report it as newly ended.
 */
export async function carryOverExclusion(
  { db, meta }: Pick<AccountsContext, 'db' | 'meta'>,
  customerId: bigint,
  earlier: UnliftedExclusion,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('rg_exclusion')
      .values({
        customer_id: customerId,
        kind: 'self_exclusion',
        starts_at: earlier.startsAt,
        ends_at: earlier.endsAt,
        period: earlier.period,
        reason: 'Carried over from an earlier account',
        actor_kind: 'system',
        actor_id: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('rg_exclusion_end')
      .values({ exclusion_id: row.id, recorded_at: clock.now() })
      .execute();
    await audit(trx, {
      actor: { kind: 'system', id: null },
      event: 'rg_lift_carried_over',
      meta,
      details: {
        customerId: String(customerId),
        earlierCustomerId: String(earlier.customerId),
        matchedOn: earlier.matchedOn.join(','),
        endedAt: earlier.endsAt.toISOString(),
      },
    });
  });
}
