import { HUB88_PATHS, RS, minorToHub88 } from '../../lib/hub88/protocol.ts';
import type { BeliefLedger } from './belief.ts';
import type { createCaller } from './wallet-call.ts';
import type { RetryPolicy } from './transport.ts';
import type { BetOutcome, WalletSession, WinOutcome } from './wallet-client.ts';

/** What one wallet client's transaction calls share: its retry loop, ids, ledger and counters. */
export type TransactionDeps = {
  retry: ReturnType<typeof createCaller>['retry'];
  policy: RetryPolicy;
  newId: (kind: 'bet' | 'win' | 'rollback', round: string) => string;
  belief: BeliefLedger;
  stats: { rollbacksSent: number; rollbacksOk: number; stuck: number };
};

/** What a free round's bet and win carry: Hub88's marker and the reward played. */
export type FreeRound = { is_free: true; reward_uuid: string };

/** A bet; when its outcome stays unknown after its retries it is rolled back. */
export async function placeBet(
  d: TransactionDeps,
  s: WalletSession,
  round: string,
  amount: bigint,
  closesRoundOnRollback: boolean,
  /** A free round: `{ is_free: true, reward_uuid }` (docs/decisions/099-free-rounds.md). */
  free: FreeRound | null = null,
): Promise<BetOutcome> {
  const uuid = d.newId('bet', round);
  const record = (outcome: 'ok' | 'refused' | 'rolledBack' | 'stuck', status: string) =>
    d.belief.record(round, s.user, s.gameCode, {
      transactionUuid: uuid,
      kind: 'bet',
      amount,
      outcome,
      status,
    });
  const answer = await d.retry(
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
      ...free,
    },
    d.policy.betAttempts,
    () => true,
  );
  if (answer) {
    record(answer.status === RS.OK ? 'ok' : 'refused', answer.status);
    return { kind: answer.status === RS.OK ? 'ok' : 'refused', answer };
  }
  const rolled = await rollBack(d, s, round, uuid, closesRoundOnRollback);
  record(rolled ? 'rolledBack' : 'stuck', rolled?.status ?? 'unknown');
  return { kind: rolled ? 'rolledBack' : 'stuck' };
}

/** The outcome is unknown: the bet may have been debited. Undo it, whatever happened. */
async function rollBack(
  d: TransactionDeps,
  s: WalletSession,
  round: string,
  betUuid: string,
  closes: boolean,
) {
  const rollback = {
    user: s.user,
    token: s.token,
    transaction_uuid: d.newId('rollback', round),
    reference_transaction_uuid: betUuid,
    round,
    round_closed: closes,
    game_code: s.gameCode,
  };
  d.stats.rollbacksSent++;
  const rolled = await d.retry(
    HUB88_PATHS.rollback,
    rollback,
    d.policy.settleAttempts,
    (a) => a.status === RS.OK,
  );
  if (rolled) d.stats.rollbacksOk++;
  else d.stats.stuck++;
  return rolled;
}

/** A win, retried until the wallet gives a definite answer or the attempts run out. */
export async function payWin(
  d: TransactionDeps,
  s: WalletSession,
  round: string,
  amount: bigint,
  reference: string,
  free: FreeRound | null = null,
): Promise<WinOutcome> {
  const uuid = d.newId('win', round);
  const answer = await d.retry(
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
      ...free,
    },
    d.policy.settleAttempts,
    () => true,
  );
  if (!answer) d.stats.stuck++;
  const outcome = !answer ? 'stuck' : answer.status === RS.OK ? 'ok' : 'refused';
  d.belief.record(round, s.user, s.gameCode, {
    transactionUuid: uuid,
    kind: 'win',
    amount,
    outcome,
    status: answer?.status ?? 'unknown',
  });
  return answer ? { kind: outcome as 'ok' | 'refused', answer } : { kind: 'stuck' };
}
