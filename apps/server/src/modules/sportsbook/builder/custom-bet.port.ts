import type { BuilderPick } from '@lalebet/shared';

/**
 * The bet builder's pricing service (docs/decisions/072-bet-builder.md), modelled on Sportradar
 * Custom Bet: `markets` is its available-selections call, `calculate` its calculate /
 * calculate-filter (a price for combinable picks, conflict flags otherwise). The simulator
 * (simulators/custom-bet/) is the implementation outside production; the Custom Bet REST
 * adapter is the one to write for a real feed. Odds are integer thousandths, as every price
 * the book holds (docs/decisions/062-payouts-rounded-up.md).
 */
export type BuilderLine = { marketId: number; specifiers: string };

export type CustomBetQuote =
  /** The combined price and the joint probability it was made from (margin-free). */
  | { oddsMilli: number; probability: number }
  /** Pairs of pick indexes (i < j) that cannot be in one bet; empty when only the whole set can't. */
  | { conflicts: [number, number][] };

export interface CustomBetService {
  /** The event's lines that can be combined now; null when the service offers nothing for it. */
  markets(eventId: string): Promise<BuilderLine[] | null>;
  /** The picks' combined price, or their conflicts; null when the service cannot price them. */
  calculate(eventId: string, picks: readonly BuilderPick[]): Promise<CustomBetQuote | null>;
}

/** The service when none is configured (`CUSTOM_BET_SERVICE=off`): no bet builder anywhere. */
export const noCustomBet: CustomBetService = {
  markets: async () => null,
  calculate: async () => null,
};
