import { type Transaction, sql } from 'kysely';
import type { Database } from '../../../../db/database.ts';
import { AppError } from '../../../../lib/app-error.ts';
import {
  ensurePlayerAccount,
  ensureSystemAccount,
  playerAccountKey,
  postTransfers,
  systemAccountKey,
  transferId,
} from '../../../../core/ledger/index.ts';
import { type LimitAlert, guardStake } from '../../../../core/protection/limits.ts';

/** The house account holding the stakes of open and pending bets (invariant S1). */
export const OPEN_BETS = ['sportsbook', 'open-bets'] as const;

export type StakeAccounts = { player: bigint; available: bigint; openBets: bigint };

/**
 * Locks the player's cash account first thing in the placement transaction, as the casino wallet
 * does (lockPlayerBalance): one player's bets then run one after another, so the balance, the
 * per-event stake and the idempotency check read what the previous bet committed.
 */
export async function lockStakeAccounts(
  trx: Transaction<Database>,
  customerId: bigint,
  currency: string,
): Promise<StakeAccounts> {
  const openBets = systemAccountKey(...OPEN_BETS, currency);
  const lock = () =>
    sql<{ id: bigint; available: bigint; open_bets: bigint | null }>`
    select id, credits_posted - debits_posted - debits_pending as available,
      (select h.id from ledger_account h where h.key = ${openBets}) as open_bets
    from ledger_account where key = ${playerAccountKey(customerId, currency)} for update`.execute(trx);
  let { rows } = await lock();
  if (!rows[0] || rows[0].open_bets == null) {
    await ensurePlayerAccount(trx, customerId, currency);
    await ensureSystemAccount(trx, ...OPEN_BETS, currency);
    ({ rows } = await lock());
  }
  const row = rows[0]!;
  return { player: BigInt(row.id), available: BigInt(row.available), openBets: BigInt(row.open_bets!) };
}

export const stakeTransferId = (betId: string) => transferId('sportsbook', 'stake', betId);

/**
 * The one place a sports stake leaves the player, inside the placement transaction with the
 * player's account locked (lockStakeAccounts). Player protection (play blocks, wager and loss
 * limits: docs/decisions/024-player-protection.md) is checked here, inside the same transaction,
 * so no path books a stake around it. Returns the limits' 80 % alerts to push after the commit.
 *
 * Cash only: the bonus rules (docs/decisions/012-bonuses.md) count wagering by casino category
 * and have no notion of sports, so a bonus balance never pays a sports stake (bonus_stake is 0).
 *
 * A live bet's stake is a pending transfer (a hold) until the bet delay decides it.
 */
export async function debitStake(
  trx: Transaction<Database>,
  accounts: StakeAccounts,
  bet: { id: string; customerId: bigint; amount: bigint; currency: string; live: boolean },
): Promise<LimitAlert[]> {
  if (accounts.available < bet.amount) throw new AppError('NOT_ENOUGH_MONEY');
  const alerts = await guardStake(trx, { ...bet, source: 'sportsbook' });
  await postTransfers(
    trx,
    [
      {
        id: stakeTransferId(bet.id),
        debit: accounts.player,
        credit: accounts.openBets,
        amount: bet.amount,
        currency: bet.currency,
        code: 'sports_bet',
        phase: bet.live ? 'pending' : 'posted',
        metadata: { betId: bet.id },
      },
    ],
    // The player's row is locked already; open-bets is untracked (never locked).
    { locked: true },
  );
  return alerts;
}
