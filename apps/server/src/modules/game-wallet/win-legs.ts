import { type TransferSpec, transferId } from '../../core/ledger/index.ts';
import type { WinBody } from './hub88.schemas.ts';
import type { WinAccounts } from './win-open.repository.ts';
import { PROVIDER, type WalletTxRow } from './wallet.repository.ts';

export type WinBet = WalletTxRow & { customer_id: bigint };

/**
 * The postings of a win: the cash part to the player's cash account, the bonus part (if any) to
 * the bonus account, each from the provider's house account. None for a losing round (amount 0).
 */
export function winLegs(
  win: WinBody,
  bet: WinBet,
  player: WinAccounts,
  parts: { toCash: bigint; toBonus: bigint; bonusAccount: bigint | null },
): TransferSpec[] {
  if (win.amount.minor <= 0n) return [];
  const metadata = { transactionUuid: win.transaction_uuid, betUuid: bet.transaction_uuid, round: win.round };
  const legs: TransferSpec[] = [];
  if (parts.toCash > 0n) {
    legs.push({
      id: transferId(PROVIDER, 'win', win.transaction_uuid),
      debit: player.house,
      credit: player.account,
      amount: parts.toCash,
      currency: bet.currency,
      code: 'casino_win',
      metadata,
    });
  }
  if (parts.toBonus > 0n && parts.bonusAccount !== null) {
    legs.push({
      id: transferId(PROVIDER, 'win-bonus', win.transaction_uuid),
      debit: player.house,
      credit: parts.bonusAccount,
      amount: parts.toBonus,
      currency: bet.currency,
      code: 'casino_win_bonus',
      metadata: { ...metadata, customerBonusId: String(bet.customer_bonus_id) },
    });
  }
  return legs;
}
