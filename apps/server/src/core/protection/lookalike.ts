import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import { clock } from '../../lib/clock.ts';
import { canonicalIdentifier } from '../../lib/identity.ts';

export type LookalikeSignal = 'phone' | 'email' | 'name_birth_date' | 'device';
export type Lookalike = { customerId: bigint; matchedOn: LookalikeSignal[] };

export type SignUpIdentity = {
  /** International digits, as stored (normalizePhone). */
  phone: string;
  email: string;
  /** The x-fingerprint of the signing-up browser, if any. */
  fingerprint: string | null;
  /** YYYY-MM-DD. */
  birthDate: string;
  name?: string;
  surname?: string;
};

/** Name and surname as one comparable string: canonical letters, single spaces. */
export const normalisedName = (name: string, surname: string) =>
  canonicalIdentifier(`${name} ${surname}`).replace(/\s+/g, ' ');

/**
 * docs/rules.md R28: the first account of a self-excluded person, or of one
 * who closed the account for a gambling concern, that this sign-up resembles: same phone, same
 * e-mail, same device, or same name and birth date. Time-outs do not count; an exclusion that
 * ended does not either (a permanent one never ends). docs/decisions/027-age-and-country.md.
 *
 * The exclusions live in rg_exclusion (the exclusions feature's table: customer_id, kind
 * 'timeout' | 'self_exclusion' | 'closure', starts_at, ends_at null = permanent); it is read
 * with plain SQL so this check owns none of its types.
 */
export async function findExcludedLookalike(
  db: Kysely<Database>,
  who: SignUpIdentity,
): Promise<Lookalike | null> {
  const now = clock.now();
  const emailKey = canonicalIdentifier(who.email);
  const { rows } = await sql<{
    id: string;
    phone: string;
    email_key: string;
    name: string;
    surname: string;
    birth_date: string;
    same_device: boolean;
  }>`
    select c.id::text as id, c.phone, c.email_key, c.name, c.surname, c.birth_date::text as birth_date,
      (${who.fingerprint}::text is not null and exists (
        select 1 from customer_session s
        where s.customer_id = c.id and s.fingerprint = ${who.fingerprint}::text)) as same_device
    from customer c
    where exists (
        select 1 from rg_exclusion e
        where e.customer_id = c.id and e.kind in ('self_exclusion', 'closure')
          and e.starts_at <= ${now} and (e.ends_at is null or e.ends_at > ${now}))
      and (c.phone = ${who.phone} or c.email_key = ${emailKey} or c.birth_date = ${who.birthDate}::date
        or (${who.fingerprint}::text is not null and exists (
          select 1 from customer_session s
          where s.customer_id = c.id and s.fingerprint = ${who.fingerprint}::text)))
    order by c.id
    limit 50`.execute(db);

  const same = identityMatcher(who);
  for (const row of rows) {
    const matchedOn = same(row);
    if (row.same_device) matchedOn.push('device');
    if (matchedOn.length) return { customerId: BigInt(row.id), matchedOn };
  }
  return null;
}

type IdentityRow = { phone: string; email_key: string; name: string; surname: string; birth_date: string };

/** The identity keys of docs/rules.md R28 an earlier account shares with this sign-up (device aside). */
function identityMatcher(who: SignUpIdentity) {
  const emailKey = canonicalIdentifier(who.email);
  const name = who.name && who.surname ? normalisedName(who.name, who.surname) : null;
  return (row: IdentityRow): LookalikeSignal[] => {
    const matchedOn: LookalikeSignal[] = [];
    if (row.phone === who.phone) matchedOn.push('phone');
    if (row.email_key === emailKey) matchedOn.push('email');
    if (name && row.birth_date === who.birthDate && normalisedName(row.name, row.surname) === name)
      matchedOn.push('name_birth_date');
    return matchedOn;
  };
}

/** An earlier account's self-exclusion that ended and was never lifted (docs/rules.md R30). */
export type UnliftedExclusion = {
  customerId: bigint;
  matchedOn: LookalikeSignal[];
  startsAt: Date;
  endsAt: Date;
  period: string;
};

/**
 * docs/rules.md R30 across accounts (docs/decisions/046-protection-gaps.md): the earlier account of this
 * person, by the identity keys of docs/rules.md R28 above (phone, e-mail, or name and birth date; a shared
 * device alone is only a signal), whose latest self-exclusion has ended without a completed lift
 * (no request resumed after it). A new account must not be the way around the lifting process.
 */
export async function findUnliftedLookalike(
  db: Kysely<Database>,
  who: SignUpIdentity,
): Promise<UnliftedExclusion | null> {
  const now = clock.now();
  const emailKey = canonicalIdentifier(who.email);
  const { rows } = await sql<{
    id: string;
    phone: string;
    email_key: string;
    name: string;
    surname: string;
    birth_date: string;
    starts_at: Date;
    ends_at: Date;
    period: string;
  }>`
    select c.id::text as id, c.phone, c.email_key, c.name, c.surname, c.birth_date::text as birth_date,
      e.starts_at, e.ends_at, e.period
    from customer c
    join lateral (select x.starts_at, x.ends_at, x.period from rg_exclusion x
      where x.customer_id = c.id and x.kind = 'self_exclusion' and x.ends_at <= ${now}
      order by x.ends_at desc limit 1) e on true
    where (c.phone = ${who.phone} or c.email_key = ${emailKey} or c.birth_date = ${who.birthDate}::date)
      and coalesce((select r.status from rg_lift_request r
        where r.customer_id = c.id and r.block_ended_at >= e.ends_at
        order by r.id desc limit 1), '') <> 'resumed'
    order by e.ends_at desc, c.id
    limit 50`.execute(db);
  const same = identityMatcher(who);
  for (const row of rows) {
    const matchedOn = same(row);
    if (!matchedOn.length) continue;
    return {
      customerId: BigInt(row.id),
      matchedOn,
      startsAt: new Date(row.starts_at),
      endsAt: new Date(row.ends_at),
      period: row.period,
    };
  }
  return null;
}
