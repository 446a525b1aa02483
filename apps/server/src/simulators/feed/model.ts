import type { FeedMarket, SportEventStatus } from '../../lib/feed/envelope.ts';
import type { LineSpec, MatchResult } from './settle.ts';

/**
 * What a live step reports: a dangerous moment, a goal, a red card, a period's end (a break
 * begins) or the match's end. Which of them stop betting is per sport (engine.ts `BET_STOPS`).
 */
export type Happening = 'danger' | 'goal' | 'red' | 'period' | 'end';
export type Rng = () => number;
export type LiveView = Omit<SportEventStatus, 'status'>;

/**
 * One sport's match model. State is plain data (`S`); `t` is match minutes since the start,
 * breaks included, so the engine only ever adds compressed real time to it.
 */
export interface SportModel<S> {
  /**
   * `edge` in [-1, 1]: how much stronger the home side is; `squads`: the named players' URNs per
   * side, for the sports with player markets.
   */
  init(rng: Rng, edge: number, variant: string, squads?: [string[], string[]]): S;
  advance(s: S, rng: Rng, toMinute: number): Happening[];
  ended(s: S): boolean;
  minute(s: S): number;
  result(s: S): MatchResult;
  view(s: S): LiveView;
  /** The lines offered now. */
  lines(s: S): LineSpec[];
  /** Lines already decided mid-match (a half, a set, a map, the n-th goal). */
  decided(s: S): LineSpec[];
  price(s: S, rng: Rng, margin: number): FeedMarket[];
  /** A random step in the teams' strengths (the /reprice control). */
  nudge(s: S, rng: Rng): void;
}

export const TWO_WAY = ['4', '5'];
export const OVER_UNDER = ['12', '13'];
export const HCP_TWO_WAY = ['1714', '1715'];

/** A simple line spec with a single specifier. */
export const line = (id: number, outcomes: string[], key = '', value: string | number = ''): LineSpec => ({
  id,
  specifiers: key ? `${key}=${value}` : '',
  outcomes,
});
