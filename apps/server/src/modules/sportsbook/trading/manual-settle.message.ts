import type { Transaction } from 'kysely';
import type { Database } from '../../../db/database.ts';
import { AppError } from '../../../lib/app-error.ts';
import { type OutcomeResult, PRODUCERS } from '../../../lib/feed/envelope.ts';
import type { SettlementMessage } from '../feed/settlement.ts';
import { lineState, linesOf } from './manual-settle.repository.ts';
import type { ManualLine } from './manual-settle.table.ts';

/** What the desk asks for: a grade of lines with their results, or a void of whole lines. */
export type ManualAsk = { action: 'grade' | 'void'; eventId: string; markets: ManualLine[]; reason: string };

const resultOf = (o: ManualLine['outcomes'][number]): OutcomeResult => {
  if (o.result === 'void') return { id: o.outcomeId, result: 0, voidFactor: 1 };
  const base: OutcomeResult = { id: o.outcomeId, result: o.result === 'won' ? 1 : 0 };
  return o.voidFactor ? { ...base, voidFactor: o.voidFactor } : base;
};

/**
 * The feed message the desk's decision stands for (docs/decisions/083-manual-grading-and-market-voids.md):
 * a grade is a confirmed `bet_settlement` (certainty 2), a market void a `bet_cancel` of the whole
 * line (no time window), so the settlement path and its later corrections treat it as the feed's.
 */
export function messageOf(ask: ManualAsk, now: Date): SettlementMessage {
  const head = { producer: PRODUCERS.prematch, eventUrn: ask.eventId, ts: now.getTime() };
  if (ask.action === 'void') {
    const markets = ask.markets.map((m) => ({ id: m.marketId, specifiers: m.specifiers }));
    return { ...head, type: 'bet_cancel', body: { markets } };
  }
  const markets = ask.markets.map((m) => ({
    id: m.marketId,
    specifiers: m.specifiers,
    outcomes: m.outcomes.map(resultOf),
  }));
  return { ...head, type: 'bet_settlement', body: { certainty: 2, markets } };
}

/**
 * Refuses a line that already has what the desk asks for, with the line locked as the feed
 * locks it: a result in force (the feed's or a trader's) for a grade, a whole-line cancel for
 * either. A result the feed sends later is a correction of the grade, never a second payout.
 */
export async function assertLinesOpen(trx: Transaction<Database>, ask: Omit<ManualAsk, 'reason'>) {
  for (const line of linesOf(ask.eventId, ask.markets)) {
    const state = await lineState(trx, line);
    if (state.voided) throw new AppError('MARKET_ALREADY_VOID', { data: { marketId: line.marketId } });
    if (ask.action === 'grade' && state.settled)
      throw new AppError('MARKET_ALREADY_SETTLED', { data: { marketId: line.marketId } });
  }
}
