import { MAX_LEGS, type Sport } from '@lalebet/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { intOption, readOptionsPrefixed } from '../../core/site-options.ts';

/**
 * MBS, the minimum number of selections a coupon holding an event must have
 * (docs/decisions/070-turkish-coupon-rules.md): the site option `sportsbook.mbs.<sport>`
 * (policy-options.ts, fallback 1), overridden for one tournament by
 * `sportsbook.mbs.tournament.<tournament urn>`. Read from the options' process cache (ADR 019).
 */
export const sportMbsKey = (sport: Sport) => `sportsbook.mbs.${sport}`;
export const tournamentMbsKey = (urn: string) => `sportsbook.mbs.tournament.${urn}`.toLowerCase();

/** An event's MBS from its sport and tournament urn. */
export type MbsOf = (sport: Sport, tournament: string) => number;

/** No MBS anywhere: every event allows a single. */
export const NO_MBS: MbsOf = () => 1;

export async function readMbs(db: Kysely<Database>): Promise<MbsOf> {
  const o = await readOptionsPrefixed(db, 'sportsbook.mbs.');
  return (sport, tournament) =>
    // 0 = the tournament has no value of its own (a set value is clamped to 1..MAX_LEGS).
    intOption(o, tournamentMbsKey(tournament), 0, 1, MAX_LEGS) ||
    intOption(o, sportMbsKey(sport), 1, 1, MAX_LEGS);
}
