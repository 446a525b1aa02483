import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import { HOUR_MS, clock } from '../../lib/clock.ts';
import type { Random } from '../../test/seeded-random.ts';
import { loggedInAgo, setExclusionRow, setLimitRow } from './test-kit.ts';

/**
 * Random player-protection states for the property tests of the one-trip placement
 * (plain-play.property.test.ts, plain-stake.differential.test.ts). Each field is one kind of
 * protection fact.
 */
export type ProtectionState = {
  exclusion: 'none' | 'timeout' | 'self_exclusion' | 'closure' | 'ended_self_exclusion' | 'future_timeout';
  liftRequest: boolean;
  limit: null | { kind: 'wager' | 'loss' | 'session' | 'deposit'; period: 'day' | 'week'; value: bigint };
  /** A national register's last answer; null: never asked. */
  registerExcluded: boolean | null;
  country: 'TR' | 'SE' | 'GB';
  kyc: null | 'pending' | 'approved';
  /** Minutes since the latest login (the reality check counts from it); null: none recorded. */
  loginMinutesAgo: number | null;
};

const PLAIN: ProtectionState = {
  exclusion: 'none',
  liftRequest: false,
  limit: null,
  registerExcluded: null,
  country: 'TR',
  kyc: null,
  loginMinutesAgo: null,
};

/** Each kind of fact, drawn at random (its plain value among the choices). */
const DRAW: { [K in keyof ProtectionState]: (r: Random) => ProtectionState[K] } = {
  exclusion: (r) =>
    r.pick(['none', 'timeout', 'self_exclusion', 'closure', 'ended_self_exclusion', 'future_timeout']),
  liftRequest: (r) => r.chance(0.5),
  limit: (r) => {
    const kind = r.pick(['wager', 'loss', 'session', 'deposit'] as const);
    // Below or well above a 10-lira stake (kuruş; minutes for a session limit).
    const value = kind === 'session' ? BigInt(r.pick([1, 600])) : r.pick([500n, 1_000_000n]);
    return { kind, period: r.pick(['day', 'week'] as const), value };
  },
  registerExcluded: (r) => r.pick([null, true, false]),
  country: (r) => r.pick(['TR', 'SE', 'GB'] as const),
  kyc: (r) => r.pick([null, 'pending', 'approved'] as const),
  loginMinutesAgo: (r) => r.pick([null, 5, 61, 600]),
};

/**
 * A state with none, one or two kinds of fact drawn (most players have none; one or two at a
 * time keeps each refusal's cause visible when a case fails).
 */
export function randomState(r: Random): ProtectionState {
  const state = { ...PLAIN };
  const kinds = Object.keys(DRAW) as (keyof ProtectionState)[];
  for (let n = r.pick([0, 1, 1, 2]); n > 0; n--) {
    const kind = r.pick(kinds);
    (state as Record<string, unknown>)[kind] = DRAW[kind](r);
  }
  return state;
}

/** Writes `s` for a customer who has no protection rows yet. */
export async function applyState(
  db: Kysely<Database>,
  customerId: bigint,
  s: ProtectionState,
): Promise<void> {
  const now = clock.ms();
  const at = (hours: number) => new Date(now + hours * HOUR_MS);
  const exclusion = {
    timeout: ['timeout', at(-1), at(24)],
    self_exclusion: ['self_exclusion', at(-1), at(24 * 180)],
    closure: ['closure', at(-1), null],
    ended_self_exclusion: ['self_exclusion', at(-24 * 200), at(-24)],
    future_timeout: ['timeout', at(2), at(26)],
  } as const;
  if (s.exclusion !== 'none') {
    const [kind, startsAt, endsAt] = exclusion[s.exclusion];
    await setExclusionRow(db, customerId, kind, { startsAt, endsAt, period: '6m' });
  }
  if (s.liftRequest) {
    await db
      .insertInto('rg_lift_request')
      .values({
        customer_id: customerId,
        status: 'pending',
        reason: 'x',
        block_ended_at: at(-24),
        requested_at: at(-1),
      })
      .execute();
  }
  if (s.limit) await setLimitRow(db, customerId, s.limit.kind, s.limit.period, s.limit.value);
  if (s.registerExcluded !== null) {
    await db
      .insertInto('rg_register_status')
      .values({
        customer_id: customerId,
        register: 'spelpaus',
        excluded: s.registerExcluded,
        checked_at: at(0),
        excluded_since: null,
        last_error_at: null,
        last_error: null,
        updated_at: at(0),
      })
      .execute();
  }
  await sql`update customer set country_id = (select id from country where upper(code) = ${s.country})
    where id = ${customerId}`.execute(db);
  if (s.kyc) {
    await db
      .insertInto('kyc_case')
      .values({
        customer_id: customerId,
        status: s.kyc,
        provider: 'simkyc',
        reference_id: null,
        verification_url: null,
        last_decision_at: null,
        created_at: at(0),
        updated_at: at(0),
      })
      .execute();
  }
  if (s.loginMinutesAgo !== null) await loggedInAgo(db, customerId, s.loginMinutesAgo);
}
