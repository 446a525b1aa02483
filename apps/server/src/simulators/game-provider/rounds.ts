import { randomUUID } from 'node:crypto';
import { RS, type WalletResponse, hub88ToMinor } from '../../lib/hub88/protocol.ts';
import type { Engine } from './catalogue.ts';
import { findSimGame } from './catalogue.ts';
import { EngineInputError, type GameEngine, type Rng, type RoundStep } from './games/engine.ts';
import { RoundError, type RoundErrorCode } from './messages.ts';
import type { LaunchSession } from './sessions.ts';
import type { BetOutcome, WalletClient, WalletSession } from './wallet-client.ts';

/** What the game page gets back for a step of a round. Money in kuruş, as numbers. */
export type RoundReply = {
  round: string;
  view: unknown;
  stake: number;
  win: number;
  done: boolean;
  balance: number | null;
};

type OpenRound = {
  token: string;
  engine: GameEngine;
  state: unknown;
  stake: bigint;
  /** The wallet's last answer, kuruş. */
  balance: number | null;
  busy: boolean;
};

/** The wallet's refusals the game API names (others answer bet_refused). */
export const REFUSALS: Partial<Record<string, RoundErrorCode>> = {
  [RS.NOT_ENOUGH_MONEY]: 'insufficient_funds',
  [RS.TOKEN_EXPIRED]: 'token_expired',
  [RS.INVALID_TOKEN]: 'invalid_token',
  [RS.USER_DISABLED]: 'user_disabled',
  [RS.LIMIT_REACHED]: 'limit_reached',
};

/** A wallet answer's balance in kuruş, or null when it has none. */
export const kurus = (a: WalletResponse | undefined): number | null => {
  const minor = typeof a?.balance === 'number' ? hub88ToMinor(a.balance) : null;
  return minor === null ? null : Number(minor);
};

const walletSession = (s: LaunchSession): WalletSession => ({
  user: s.user,
  token: s.token,
  gameCode: s.gameCode,
  currency: s.currency,
});

function failIfNotDebited(bet: BetOutcome): asserts bet is Extract<BetOutcome, { kind: 'ok' }> {
  if (bet.kind === 'ok') return;
  if (bet.kind === 'refused') throw new RoundError(REFUSALS[bet.answer.status] ?? 'bet_refused');
  throw new RoundError('wallet_unavailable');
}

/**
 * Plays rounds: the engine decides, but its outcome is revealed only after the wallet accepted
 * the stake (a refused or unknown bet shows nothing). A finished round is settled with a win,
 * which may be 0: that closes the round on the operator's side.
 */
export function createRoundService(deps: {
  wallet: WalletClient;
  engines: Record<Engine, GameEngine>;
  rng: Rng;
}) {
  const open = new Map<string, OpenRound>();

  async function finish(
    s: LaunchSession,
    round: string,
    step: RoundStep,
    balance: number | null,
  ): Promise<RoundReply> {
    const reply = {
      round,
      view: step.view,
      stake: Number(step.stake),
      win: Number(step.win),
      done: step.done,
    };
    if (!step.done) return { ...reply, balance };
    const reference = deps.wallet.lastDebit(round)!;
    const settled = await deps.wallet.win(walletSession(s), round, step.win, reference);
    return { ...reply, balance: settled.kind === 'ok' ? (kurus(settled.answer) ?? balance) : balance };
  }

  function decide<T>(work: () => T): T {
    try {
      return work();
    } catch (err) {
      if (err instanceof EngineInputError) throw new RoundError('invalid_bet');
      throw err;
    }
  }

  async function start(s: LaunchSession, input: unknown): Promise<RoundReply> {
    const game = findSimGame(s.gameCode);
    if (!game) throw new RoundError('session_not_found');
    const engine = deps.engines[game.engine];
    const step = decide(() => engine.start(input, deps.rng));
    if (step.stake <= 0n) throw new RoundError('invalid_bet');
    const round = randomUUID();
    const bet = await deps.wallet.bet(walletSession(s), round, step.stake, true);
    failIfNotDebited(bet);
    const balance = kurus(bet.answer);
    if (!step.done)
      open.set(round, { token: s.token, engine, state: step.state, stake: step.stake, balance, busy: false });
    return finish(s, round, step, balance);
  }

  /** A later decision; a raise of the stake is another bet in the same round. */
  async function act(s: LaunchSession, round: string, action: unknown): Promise<RoundReply> {
    const r = open.get(round);
    if (!r || r.token !== s.token || !r.engine.act) throw new RoundError('round_not_found');
    if (r.busy) throw new RoundError('round_busy');
    r.busy = true;
    try {
      const step = decide(() => r.engine.act!(r.state, action, deps.rng));
      if (step.stake < r.stake)
        throw new Error(`engine ${r.engine.engine} lowered the stake of round ${round}`);
      if (step.stake > r.stake) {
        // Refused or unknown: the round stays where it was, the player may choose again.
        const bet = await deps.wallet.bet(walletSession(s), round, step.stake - r.stake, false);
        failIfNotDebited(bet);
        r.balance = kurus(bet.answer) ?? r.balance;
      }
      r.state = step.state;
      r.stake = step.stake;
      if (step.done) open.delete(round);
      return await finish(s, round, step, r.balance);
    } finally {
      r.busy = false;
    }
  }

  return { start, act, openRounds: () => open.size };
}

export type RoundService = ReturnType<typeof createRoundService>;
