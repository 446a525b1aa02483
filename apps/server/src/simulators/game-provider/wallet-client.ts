import { randomUUID } from 'node:crypto';
import { HUB88_PATHS, type WalletResponse } from '../../lib/hub88/protocol.ts';
import type { KeyPair } from '../../lib/hub88/signature.ts';
import { type BeliefLedger, createBeliefLedger } from './belief.ts';
import { type Attempt, createCaller } from './wallet-call.ts';
import { type FreeRound, payWin, placeBet } from './wallet-transactions.ts';
import { DEFAULT_POLICY, type RetryPolicy, type WalletTransport } from './transport.ts';

/** What every transaction call of one player's session carries. */
export type WalletSession = { user: string; token: string; gameCode: string; currency: string };

/** A bet's end: debited, refused with a definite status, or unknown and then rolled back. */
export type BetOutcome =
  | { kind: 'ok'; answer: WalletResponse }
  | { kind: 'refused'; answer: WalletResponse }
  | { kind: 'rolledBack' }
  | { kind: 'stuck' };
export type WinOutcome =
  { kind: 'ok'; answer: WalletResponse } | { kind: 'refused'; answer: WalletResponse } | { kind: 'stuck' };

export type WalletClientOptions = {
  keys: KeyPair;
  transport: WalletTransport;
  policy?: Partial<RetryPolicy>;
  /** Transaction ids; tests make chosen ones end in '-kill' (the crash fault of the server). */
  newId?: (kind: 'bet' | 'win' | 'rollback', round: string) => string;
  warn?: (obj: object, msg: string) => void;
};

/**
 * The aggregator's side of the Hub88 wallet API (docs/wallet-protocol.md §2.5). Every call signs the exact
 * bytes it sends. A bet whose outcome stays unknown after its retries is rolled back; wins
 * and rollbacks are retried until a definite answer (a rollback: until RS_OK).
 */
export function createWalletClient(opts: WalletClientOptions) {
  const policy = { ...DEFAULT_POLICY, ...opts.policy };
  const newId = opts.newId ?? (() => randomUUID());
  const warn = opts.warn ?? (() => {});
  const belief: BeliefLedger = createBeliefLedger();
  const stats = { calls: 0, rollbacksSent: 0, rollbacksOk: 0, stuck: 0 };

  const { call, retry } = createCaller({ ...opts, policy, stats, warn });

  async function balance(s: WalletSession): Promise<Attempt> {
    return call(HUB88_PATHS.userBalance, {
      user: s.user,
      token: s.token,
      game_code: s.gameCode,
      request_uuid: randomUUID(),
    });
  }

  const deps = { retry, policy, newId, belief, stats };
  const bet = (
    s: WalletSession,
    round: string,
    amount: bigint,
    closesRoundOnRollback: boolean,
    free?: FreeRound,
  ) => placeBet(deps, s, round, amount, closesRoundOnRollback, free);
  const win = (s: WalletSession, round: string, amount: bigint, reference: string, free?: FreeRound) =>
    payWin(deps, s, round, amount, reference, free);

  /** The last bet of a round that the wallet accepted: what a win references. */
  const lastDebit = (round: string) =>
    belief
      .rounds()
      .get(round)
      ?.entries.findLast((e) => e.kind === 'bet' && e.outcome === 'ok')?.transactionUuid;

  return { balance, bet, win, lastDebit, belief, stats };
}

export type WalletClient = ReturnType<typeof createWalletClient>;
