import type { BetKind, OddsChangePolicy, PlaceBetRequest } from '@lalebet/shared/sportsbook';
import { type SlipTotals, type SystemOption, slipTotals, systemChoices, systemSizes } from './slip-math';
import type { SlipSelection } from './slip-store';

export type SlipBet = {
  kind: BetKind;
  /** The System tab can be chosen: 3..8 selections. */
  systemEnabled: boolean;
  /** Bankers counted only on a system bet (elsewhere the marks wait, unsent). */
  bankers: number;
  /** The system choices over the selections outside the bankers. */
  choices: SystemOption[];
  choice: SystemOption | undefined;
  totals: SlipTotals;
  /** The largest MBS on the slip: it needs at least this many selections (MBS_NOT_MET). */
  mbs: number;
};

/**
 * What the slip is as a bet (docs/decisions/071-web-coupon-rules.md): its kind from the chosen
 * tab, the system over the non-banker selections, the totals with bankers and misli, and the MBS
 * it must meet.
 */
export function slipBet(
  selections: SlipSelection[],
  { tab, choiceKey, stake, misli }: { tab: BetKind; choiceKey: string; stake: number; misli: number },
): SlipBet {
  const n = selections.length;
  const systemEnabled = systemSizes(n).length > 0;
  const kind: BetKind = n <= 1 ? 'single' : tab === 'system' && systemEnabled ? 'system' : 'multiple';
  const bankers = kind === 'system' ? selections.filter((s) => s.banker).length : 0;
  const choices = systemChoices(n - bankers, bankers);
  // The chosen system while it fits the selections, else the largest k/n ("Sistem 2/3" for 3).
  const choice = choices.find((c) => c.key === choiceKey) ?? choices.filter((c) => !c.name).at(-1);
  const totals = slipTotals(
    kind,
    selections.map((s) => s.odds),
    stake,
    choice?.sizes,
    { bankers: selections.map((s) => s.banker === true), misli },
  );
  const mbs = Math.max(1, ...selections.map((s) => s.mbs ?? 1));
  return { kind, systemEnabled, bankers, choices, choice, totals, mbs };
}

/** What POST sportsbook/bets gets for the slip as it stands. */
export function betRequest(
  kind: BetKind,
  choice: SystemOption | undefined,
  stake: number,
  oddsChange: OddsChangePolicy,
  selections: SlipSelection[],
  misli = 1,
): Omit<PlaceBetRequest, 'requestId'> {
  return {
    kind,
    ...(kind === 'system' && choice
      ? { system: { sizes: [...choice.sizes], ...(choice.name ? { name: choice.name } : {}) } }
      : {}),
    stake,
    oddsChange,
    ...(misli > 1 ? { misli } : {}),
    selections: selections.map(({ eventId, marketId, specifiers, outcomeId, odds, banker }) => ({
      eventId,
      marketId,
      specifiers,
      outcomeId,
      odds,
      ...(kind === 'system' && banker ? { banker: true } : {}),
    })),
  };
}
