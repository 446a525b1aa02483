/**
 * The contract between the simulator's HTTP layer (../routes, ../wallet-client) and its game
 * engines (this folder). Engines are pure given their random source: the HTTP layer debits the
 * stake through the operator's seamless wallet before `start` or `act` reveals an outcome, and
 * credits `win` when the round is done.
 */
import type { Engine, SimGame } from '../catalogue.ts';

/** Uniform integer in [0, max) from the CSPRNG (crypto.randomInt in production, seeded in tests). */
export type Rng = (max: number) => number;

export type RoundStep = {
  /** Total stake of the round so far, kuruş. A later step may raise it (e.g. a double). */
  stake: bigint;
  /** Total win of the round, kuruş; meaningful when `done`. */
  win: bigint;
  done: boolean;
  /** What the browser draws (reels, ball, cards, multiplier...). JSON-serialisable. */
  view: unknown;
  /** Opaque state kept by the simulator between steps of a multi-step round; null when done. */
  state: unknown;
};

export type GameEngine = {
  engine: Engine;
  /** Validates the player's bet (kuruş amounts, choices) and deals. Throws EngineInputError on bad input. */
  start(input: unknown, rng: Rng): RoundStep;
  /** A later decision (hit/stand...) of a multi-step round; single-step engines never get it. */
  act?(state: unknown, action: unknown, rng: Rng): RoundStep;
  /** Theoretical return to player, e.g. 0.962 (documented in games.md). */
  rtp: number;
};

export class EngineInputError extends Error {}

/** Everything a game page needs to render; the page then talks to <base>/api/round. */
export type GamePageOptions = {
  game: SimGame;
  /** The single-use launch token, kept in the page for its API calls. */
  token: string;
  lang: 'tr' | 'en';
  currency: string;
  /** Balance at open, kuruş. */
  balance: bigint;
  /** The simulator's own base URL (its API is <apiBase>/api/...). */
  apiBase: string;
  /** A nonce for the page's inline script and style (the page sends a strict CSP). */
  nonce: string;
  /** The player's free rounds in this game (rounds left, one round's value in kuruş); null: none. */
  freeRounds?: { left: number; value: bigint } | null;
};
