import type { Transaction } from 'kysely';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { RS, type RsStatus } from '../../lib/hub88/protocol.ts';
import { lockActiveBonus } from '../../core/bonus/index.ts';
import { guardStakeWithFacts, refusalNotice, factsOfRow } from '../../core/protection/index.ts';
import type { BetFunds } from './bet-checks.ts';
import type { OpenedBet } from './bet-open.repository.ts';
import type { BetBody } from './hub88.schemas.ts';
import { lockPlayerBalance } from './wallet.repository.ts';

/**
 * Lock order (ADR 012): the active bonus row first, then the ledger accounts. Without a bonus
 * openBet has locked the cash row already: no round trip here.
 */
export async function lockBetFunds(
  trx: Transaction<Database>,
  customerId: bigint,
  currency: string,
  { activeBonus, cash: locked }: Pick<OpenedBet, 'activeBonus' | 'cash'>,
): Promise<BetFunds> {
  const bonus = activeBonus ? await lockActiveBonus(trx, customerId, currency) : undefined;
  const { account, available, house } = locked ?? (await lockPlayerBalance(trx, customerId, currency));
  return { bonus, player: account, house, cash: available, available: available + (bonus?.available ?? 0n) };
}

export type Guard = Awaited<ReturnType<typeof guardStakeWithFacts>>;

export type ProtectionRefusal = { refused: RsStatus; notice: ReturnType<typeof refusalNotice> };

/** The provider's status for a refusal of player protection: a reached limit, else a block. */
export function protectionStatus(code: string): RsStatus {
  return code === 'WAGER_LIMIT' || code === 'LOSS_LIMIT' ? RS.LIMIT_REACHED : RS.USER_DISABLED;
}

/**
 * Player protection (ADR 024), under the balance lock: a block or a reached limit refuses the
 * bet like the other refusals, with the notice that tells the player the real reason.
 */
export async function guardBet(
  trx: Transaction<Database>,
  bet: BetBody,
  customerId: bigint,
  playFacts: OpenedBet['playFacts'],
): Promise<{ guard: Guard } | ProtectionRefusal> {
  try {
    const facts = await factsOfRow(trx, customerId, playFacts.at, playFacts.row);
    const stake = { customerId, currency: bet.currency, amount: bet.amount.minor, source: 'casino' as const };
    return { guard: await guardStakeWithFacts(trx, stake, facts) };
  } catch (err) {
    if (!(err instanceof AppError)) throw err;
    return { refused: protectionStatus(err.code), notice: refusalNotice(err.code, err.data) };
  }
}
