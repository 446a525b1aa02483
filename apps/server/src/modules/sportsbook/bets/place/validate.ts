import {
  MAX_LEGS,
  MAX_SYSTEM_LEGS,
  type OddsChangePolicy,
  type PlaceBetRequest,
  type Selection,
} from '@lalebet/shared';
import { AppError } from '../../../../lib/app-error.ts';
import { clock } from '../../../../lib/clock.ts';
import type { Catalogue, LineState } from '../../catalogue.ts';

/**
 * The slip's shape and prices, checked against the in-process catalogue before any database work
 * (reference/sportsbook.md §7, placement pipeline steps 2-3). Pure apart from reading the clock.
 */

/** One leg as it will be booked: the line as read, and the odds under the bet's policy. */
export type PricedLeg = { selection: Selection; line: LineState; oddsMilli: number };

export const toMilli = (odds: number) => Math.round(odds * 1000);
export const fromMilli = (milli: number) => milli / 1000;

/** The kind's rules: legs, one leg per event, the system size. Returns the number of lines. */
export function checkShape(req: PlaceBetRequest): number {
  const n = req.selections.length;
  const events = new Set(req.selections.map((s) => s.eventId));
  if (req.kind === 'single') {
    if (n !== 1 || req.system) throw new AppError('VALIDATION_FAILED');
    return 1;
  }
  if (events.size !== n) throw new AppError('SAME_EVENT');
  if (req.kind === 'multiple') {
    if (req.system) throw new AppError('VALIDATION_FAILED');
    if (n > MAX_LEGS) throw new AppError('TOO_MANY_LEGS');
    if (n < 2) throw new AppError('VALIDATION_FAILED');
    return 1;
  }
  if (n > MAX_SYSTEM_LEGS) throw new AppError('TOO_MANY_LEGS');
  const k = req.system?.size;
  if (k === undefined || k < 2 || k >= n) throw new AppError('VALIDATION_FAILED');
  return binomial(n, k);
}

export function binomial(n: number, k: number): number {
  let r = 1;
  for (let i = 1; i <= k; i++) r = (r * (n - k + i)) / i;
  return Math.round(r);
}

/** The selection as the catalogue has it now, for a refusal's `data.selections`. */
export function currentSelections(catalogue: Catalogue, selections: Selection[]) {
  return selections.map((s) => {
    const line = catalogue.line(s.eventId, s.marketId, s.specifiers);
    const o = line?.outcomes.get(s.outcomeId);
    return {
      ...s,
      odds: o ? fromMilli(o.oddsMilli) : s.odds,
      active: !!line && line.status === 'active' && !!o?.active,
    };
  });
}

const refuse = (catalogue: Catalogue, code: 'MARKET_SUSPENDED' | 'ODDS_CHANGED', sel: Selection[]) =>
  new AppError(code, { data: { selections: currentSelections(catalogue, sel) } });

/** Whether `current` may be booked for a request of `requested` under `policy`. */
export function priceAccepted(policy: OddsChangePolicy, requested: number, current: number): boolean {
  if (policy === 'any') return true;
  if (policy === 'higher') return current >= requested;
  return current === requested;
}

/**
 * Reads every leg's line and prices it: MARKET_NOT_FOUND, MARKET_SUSPENDED, EVENT_STARTED (a
 * pre-match line whose event has begun without the live producer), ODDS_CHANGED. The booked
 * odds are the current ones (for `none`, current equals requested).
 */
export function priceLegs(catalogue: Catalogue, req: PlaceBetRequest): PricedLeg[] {
  const now = clock.ms();
  const legs: PricedLeg[] = [];
  for (const selection of req.selections) {
    const line = catalogue.line(selection.eventId, selection.marketId, selection.specifiers);
    const outcome = line?.outcomes.get(selection.outcomeId);
    if (!line || !outcome) throw new AppError('MARKET_NOT_FOUND');
    if (line.status !== 'active' || !outcome.active)
      throw refuse(catalogue, 'MARKET_SUSPENDED', req.selections);
    if (!line.live && line.startTime.getTime() <= now) throw new AppError('EVENT_STARTED');
    if (!priceAccepted(req.oddsChange, toMilli(selection.odds), outcome.oddsMilli)) {
      throw refuse(catalogue, 'ODDS_CHANGED', req.selections);
    }
    legs.push({ selection, line, oddsMilli: outcome.oddsMilli });
  }
  return legs;
}

/**
 * The last look, inside the transaction just before the commit: every line still at the material
 * version it was priced at. A suspension or a price change in between refuses the bet, so no bet
 * is booked at a price the catalogue had already withdrawn (invariant S5).
 */
export function recheckLegs(catalogue: Catalogue, req: PlaceBetRequest, legs: PricedLeg[]): void {
  for (const leg of legs) {
    const s = leg.selection;
    const line = catalogue.line(s.eventId, s.marketId, s.specifiers);
    const outcome = line?.outcomes.get(s.outcomeId);
    if (!line || !outcome) throw new AppError('MARKET_NOT_FOUND');
    if (line.status !== 'active' || !outcome.active)
      throw refuse(catalogue, 'MARKET_SUSPENDED', req.selections);
    if (line.materialVersion !== leg.line.materialVersion)
      throw refuse(catalogue, 'ODDS_CHANGED', req.selections);
  }
}

/** Every k-subset of legs' odds (thousandths), for a system bet's lines. */
function combinations(odds: bigint[], k: number): bigint[][] {
  const out: bigint[][] = [];
  const pick = (start: number, chosen: bigint[]) => {
    if (chosen.length === k) {
      out.push(chosen);
      return;
    }
    for (let i = start; i < odds.length; i++) pick(i + 1, [...chosen, odds[i]!]);
  };
  pick(0, []);
  return out;
}

/**
 * The potential payout in kuruş: exact integer arithmetic, rounded once, down to the kuruş. A
 * single or multiple is one line of every leg; a system bet sums its C(n,k) lines, each of
 * `k` legs, all over the same denominator 1000^k, so the sum is floored once too.
 */
export function potentialPayout(
  kind: PlaceBetRequest['kind'],
  size: number | null,
  stakePerLine: bigint,
  oddsMilli: number[],
): bigint {
  const odds = oddsMilli.map(BigInt);
  const k = kind === 'system' ? size! : odds.length;
  const lines = kind === 'system' ? combinations(odds, k) : [odds];
  const numerator = lines.reduce((sum, line) => sum + line.reduce((p, o) => p * o, stakePerLine), 0n);
  return numerator / 1000n ** BigInt(k);
}
