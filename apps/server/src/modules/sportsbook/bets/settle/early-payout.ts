import { type Kysely, sql } from 'kysely';
import { POLICY_OPTIONS } from '@lalebet/shared';
import type { Database } from '../../../../db/database.ts';
import { intOption, readOptions } from '../../../../core/site-options.ts';
import type { EventScore, MarketLineKey } from '../../settlement-sink.ts';
import { withLine } from './line-facts.ts';

/**
 * Early payout, an operator rule (docs/decisions/075-early-payout.md, docs/sportsbook.md §6.11):
 * a pre-match leg on the winner market whose team leads by the operator's margin is won at once,
 * whatever the final score. Football (1X2, a lead in goals) and basketball (the winner including
 * overtime, a lead in points); another sport has no rule and so no early payout.
 */

/** Per sport: the winner market (UOF id) and its home and away outcomes. */
export const EARLY_PAYOUT_RULES: Partial<Record<string, { marketId: number; home: string; away: string }>> = {
  soccer: { marketId: 1, home: '1', away: '3' },
  basketball: { marketId: 219, home: '4', away: '5' },
};
export const earlyPayoutKey = (sport: string) => `sportsbook.earlypayout.${sport}`;

/**
 * Pure: the outcome whose team leads by at least `margin`, else null (a margin of 0 is off);
 * football's 1X2 outcomes unless another sport's rule is given.
 */
export function leadingOutcome(
  home: number,
  away: number,
  margin: number,
  rule = EARLY_PAYOUT_RULES.soccer!,
): string | null {
  if (margin <= 0) return null;
  if (home - away >= margin) return rule.home;
  if (away - home >= margin) return rule.away;
  return null;
}

/** The operator's margin for the sport: its policy option, else its fallback; 0 where there is none. */
export async function earlyPayoutMargin(db: Kysely<Database>, sport: string): Promise<number> {
  const key = earlyPayoutKey(sport);
  const option = POLICY_OPTIONS[key];
  if (!option || option.type.type !== 'number') return 0;
  const { min, max } = option.type;
  return intOption(await readOptions(db, [key]), key, Number(option.fallback), min, max);
}

/** The line and outcome the score wins early, or null. */
export async function earlyWinner(
  db: Kysely<Database>,
  s: EventScore,
): Promise<{ line: MarketLineKey; outcomeId: string } | null> {
  const rule = EARLY_PAYOUT_RULES[s.sport];
  if (!rule || Math.abs(s.home - s.away) < 1) return null;
  const outcomeId = leadingOutcome(s.home, s.away, await earlyPayoutMargin(db, s.sport), rule);
  if (!outcomeId) return null;
  return { line: { eventId: s.eventId, marketId: rule.marketId, specifiers: '' }, outcomeId };
}

/**
 * Marks the line's open pre-match legs on `outcomeId` won early, with the time and the score;
 * returns how many. Live legs, legs already decided and bets no longer open (cashed out,
 * settled) are left alone. Bets are locked in id order first, as a settlement chunk locks them,
 * so a chunk in flight either finishes before the mark or reads it. A line with a new mark
 * bumps its version: the next pass of the line (sink.ts) settles the bets it decides.
 */
export async function markEarlyWins(
  db: Kysely<Database>,
  line: MarketLineKey,
  outcomeId: string,
  score: string,
  at: Date,
): Promise<number> {
  const candidates = () => sql`l.event_id = ${line.eventId} and l.market_id = ${line.marketId}
    and l.specifiers = ${line.specifiers} and l.outcome_id = ${outcomeId} and not l.live
    and l.early_won_at is null and l.result = 'open'`;
  const any = await sql`select 1 from sb_bet_leg l join sb_bet b on b.id = l.bet_id
    where ${candidates()} and b.status = 'open' limit 1`.execute(db);
  if (!any.rows.length) return 0;
  let marked = 0;
  await withLine(db, line, async (trx) => {
    const { rows } = await sql<{ id: string }>`select b.id from sb_bet b join sb_bet_leg l on l.bet_id = b.id
      where ${candidates()} and b.status = 'open' order by b.id for update of b`.execute(trx);
    if (!rows.length) return false;
    const ids = rows.map((r) => r.id);
    const updated =
      await sql`update sb_bet_leg l set result = 'won', void_factor = 0, dead_heat_factor = null,
        early_won_at = ${at}, early_score = ${score}
      where ${candidates()} and l.bet_id = any(${ids}::uuid[])`.execute(trx);
    marked = Number(updated.numAffectedRows ?? 0n);
    return marked > 0;
  });
  return marked;
}
