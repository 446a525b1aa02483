import { DEFAULT_BONUS_SPORTS } from '@lalebet/shared';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/database.ts';
import { clock } from '../../lib/clock.ts';

/**
 * A bonus and sports bets (docs/decisions/012-bonuses.md, "Sports bets"): the definition's rules,
 * and which settled bets count towards wagering. Pure apart from the two reads at the end.
 */
export type SportsRules = {
  /** The bonus balance may pay a sports stake (after cash). */
  stake: boolean;
  /** Percent of a settled bet's stake that counts towards wagering (0-100). */
  contribution: number;
  /** The smallest total odds that counts, in thousandths. */
  minOddsMilli: number;
  systemBets: boolean;
};

export const DEFAULT_SPORTS_RULES: SportsRules = {
  stake: DEFAULT_BONUS_SPORTS.sportsStake,
  contribution: DEFAULT_BONUS_SPORTS.sportsContribution,
  minOddsMilli: Math.round(DEFAULT_BONUS_SPORTS.sportsMinOdds * 1000),
  systemBets: DEFAULT_BONUS_SPORTS.sportsSystemBets,
};

/** A bet is tied to a bonus only when its definition says anything about sports. */
export const hasSportsRules = (r: SportsRules) => r.stake || r.contribution > 0;

export const sportsRulesOf = (d: {
  sports_stake: boolean;
  sports_contribution: number;
  sports_min_odds_milli: number;
  sports_system_bets: boolean;
}): SportsRules => ({
  stake: d.sports_stake,
  contribution: d.sports_contribution,
  minOddsMilli: d.sports_min_odds_milli,
  systemBets: d.sports_system_bets,
});

export type SettledSportsBet = {
  /** A builder (one line at its combined price) comes as one leg at that price. */
  kind: 'single' | 'multiple' | 'system' | 'builder';
  systemSizes: readonly number[] | null;
  status: string;
  /** Each leg's booked odds (thousandths) and whether its result voided it entirely. */
  legs: readonly { oddsMilli: number; void: boolean }[];
};

/**
 * The percent of this settled bet's stake that counts: none for a void bet (its stake came back),
 * for a system bet unless the definition allows them, or when the total odds are below the
 * minimum. Total odds are the product of the legs' booked odds, a voided leg counting 1.00 (as it
 * pays); a system bet's are those of its weakest line, the product of its smallest size's lowest
 * odds, so every line it stakes on reaches the minimum.
 */
export function sportsContribution(rules: SportsRules, bet: SettledSportsBet): number {
  if (rules.contribution <= 0 || bet.status === 'void' || !bet.legs.length) return 0;
  if (bet.kind === 'system' && !rules.systemBets) return 0;
  const odds = bet.legs.map((l) => BigInt(l.void ? 1000 : l.oddsMilli)).sort((a, b) => (a < b ? -1 : 1));
  const n = bet.kind === 'system' ? Math.min(...(bet.systemSizes ?? [odds.length])) : odds.length;
  const product = odds.slice(0, n).reduce((p, o) => p * o, 1n);
  // product / 1000^n >= min / 1000, in integers.
  return product >= BigInt(rules.minOddsMilli) * 1000n ** BigInt(n - 1) ? rules.contribution : 0;
}

/**
 * The customer's active bonus whose definition has sports rules, as a query to run inside
 * another statement: the placement asks it in the statement that locks the player's cash account
 * (modules/sportsbook/bets/place/stake.ts), so a bet without one costs no round trip for it
 * (docs/decisions/037-bet-placement-speed.md). Unlocked: a bonus granted meanwhile misses this
 * bet, like a bet that arrived a moment earlier.
 */
export function sportsBonusQuery(db: Kysely<Database> | Transaction<Database>, customerId: bigint) {
  return db
    .selectFrom('customer_bonus as b')
    .innerJoin('bonus_definition as d', 'd.id', 'b.definition_id')
    .select('b.id')
    .where('b.customer_id', '=', customerId)
    .where('b.status', '=', 'active')
    .where('b.expires_at', '>', clock.now())
    .where((eb) => eb.or([eb('d.sports_stake', '=', true), eb('d.sports_contribution', '>', 0)]));
}
