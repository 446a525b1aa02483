import { randomUUID } from 'node:crypto';
import { HUB88_PATHS, RS, type WalletResponse, minorToHub88 } from '../../lib/hub88/protocol.ts';
import type { KeyPair } from '../../lib/hub88/signature.ts';
import { type BeliefLedger, createBeliefLedger } from './belief.ts';
import { type Attempt, createCaller } from './wallet-call.ts';
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
 * The aggregator's side of the Hub88 wallet API (wallet.md 2.5). Every call signs the exact
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

  async function bet(
    s: WalletSession,
    round: string,
    amount: bigint,
    closesRoundOnRollback: boolean,
  ): Promise<BetOutcome> {
    const uuid = newId('bet', round);
    const record = (outcome: 'ok' | 'refused' | 'rolledBack' | 'stuck', status: string) =>
      belief.record(round, s.user, s.gameCode, {
        transactionUuid: uuid,
        kind: 'bet',
        amount,
        outcome,
        status,
      });
    const answer = await retry(
      HUB88_PATHS.bet,
      {
        user: s.user,
        token: s.token,
        transaction_uuid: uuid,
        round,
        round_closed: false,
        amount: minorToHub88(amount),
        currency: s.currency,
        game_code: s.gameCode,
        is_free: false,
      },
      policy.betAttempts,
      () => true,
    );
    if (answer) {
      record(answer.status === RS.OK ? 'ok' : 'refused', answer.status);
      return { kind: answer.status === RS.OK ? 'ok' : 'refused', answer };
    }
    // The outcome is unknown: the bet may have been debited. Undo it, whatever happened.
    const rollback = {
      user: s.user,
      token: s.token,
      transaction_uuid: newId('rollback', round),
      reference_transaction_uuid: uuid,
      round,
      round_closed: closesRoundOnRollback,
      game_code: s.gameCode,
    };
    stats.rollbacksSent++;
    const rolled = await retry(
      HUB88_PATHS.rollback,
      rollback,
      policy.settleAttempts,
      (a) => a.status === RS.OK,
    );
    if (rolled) stats.rollbacksOk++;
    else stats.stuck++;
    record(rolled ? 'rolledBack' : 'stuck', rolled?.status ?? 'unknown');
    return { kind: rolled ? 'rolledBack' : 'stuck' };
  }

  async function win(
    s: WalletSession,
    round: string,
    amount: bigint,
    reference: string,
  ): Promise<WinOutcome> {
    const uuid = newId('win', round);
    const answer = await retry(
      HUB88_PATHS.win,
      {
        user: s.user,
        token: s.token,
        transaction_uuid: uuid,
        reference_transaction_uuid: reference,
        round,
        round_closed: true,
        amount: minorToHub88(amount),
        currency: s.currency,
        game_code: s.gameCode,
        is_free: false,
      },
      policy.settleAttempts,
      () => true,
    );
    if (!answer) stats.stuck++;
    const outcome = !answer ? 'stuck' : answer.status === RS.OK ? 'ok' : 'refused';
    belief.record(round, s.user, s.gameCode, {
      transactionUuid: uuid,
      kind: 'win',
      amount,
      outcome,
      status: answer?.status ?? 'unknown',
    });
    return answer ? { kind: outcome as 'ok' | 'refused', answer } : { kind: 'stuck' };
  }

  /** The last bet of a round that the wallet accepted: what a win references. */
  const lastDebit = (round: string) =>
    belief
      .rounds()
      .get(round)
      ?.entries.findLast((e) => e.kind === 'bet' && e.outcome === 'ok')?.transactionUuid;

  return { balance, bet, win, lastDebit, belief, stats };
}

export type WalletClient = ReturnType<typeof createWalletClient>;
