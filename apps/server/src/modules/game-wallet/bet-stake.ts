import { splitStake, type ActiveBonus } from '../../core/bonus/index.ts';
import { type TransferSpec, transferId } from '../../core/ledger/index.ts';
import type { BetBody } from './hub88.schemas.ts';
import { PROVIDER } from './wallet.repository.ts';

/**
 * Cash first, then bonus (ADR 012): one posting per part, with the kuruş paid from the bonus.
 * Every tracked account of these legs (the player's cash and bonus) is locked already.
 */
export function stakeLegs(
  bet: BetBody,
  from: { player: bigint; house: bigint; cash: bigint; bonus: ActiveBonus | undefined },
): { legs: TransferSpec[]; bonusPart: bigint } {
  if (bet.amount.minor === 0n) return { legs: [], bonusPart: 0n };
  const { cash: cashPart, bonus: bonusPart } = splitStake(bet.amount.minor, from.cash);
  const { house } = from;
  const metadata = { transactionUuid: bet.transaction_uuid, round: bet.round, gameCode: bet.game_code };
  const legs: TransferSpec[] = [];
  if (cashPart > 0n) {
    legs.push({
      id: transferId(PROVIDER, 'bet', bet.transaction_uuid),
      debit: from.player,
      credit: house,
      amount: cashPart,
      currency: bet.currency,
      code: 'casino_bet',
      metadata,
    });
  }
  if (bonusPart > 0n && from.bonus) {
    legs.push({
      id: transferId(PROVIDER, 'bet-bonus', bet.transaction_uuid),
      debit: from.bonus.account,
      credit: house,
      amount: bonusPart,
      currency: bet.currency,
      code: 'casino_bet_bonus',
      metadata: { ...metadata, customerBonusId: String(from.bonus.id) },
    });
  }
  return { legs, bonusPart };
}
