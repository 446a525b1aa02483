import type { OddsDelta } from '@lalebet/shared/notifications-hub';
import { useOddsStream } from '../live/use-odds-stream';
import { type SlipSelection, slip } from './slip-store';

/**
 * The slip's selections as the hub moves them: a new price, or a market suspended or reopened
 * by the feed or a trader (docs/decisions/078-trading-desk.md), shows on the slip before the
 * player taps Place, whatever page is open.
 */
export function slipChanges(selections: SlipSelection[], delta: OddsDelta) {
  const changes: (SlipSelection & { odds: number; active: boolean })[] = [];
  for (const s of selections) {
    if (s.eventId !== delta.eventId) continue;
    const market = delta.markets.find((m) => m.id === s.marketId && m.specifiers === s.specifiers);
    const outcome = market?.outcomes.find((o) => o.id === s.outcomeId);
    if (!market || !outcome) continue;
    const active = market.status === 'active' && outcome.active;
    if (outcome.odds !== s.odds || active !== s.active) changes.push({ ...s, odds: outcome.odds, active });
  }
  return changes;
}

export function useSlipOdds(selections: SlipSelection[]) {
  useOddsStream(
    selections.map((s) => `event:${s.eventId}`),
    (delta) => {
      const changes = slipChanges(selections, delta);
      if (changes.length) slip.update(changes);
    },
  );
}
