import { RS } from '../../lib/hub88/protocol.ts';
import type { WinBody } from './hub88.schemas.ts';
import { type Fingerprint, replay } from './replay.ts';
import { openWin } from './win-open.repository.ts';
import { payWin } from './win-pay.ts';
import { recordWin } from './win-record.ts';
import { type Outcome, type WalletCtx, outcome, runWallet } from './wallet.context.ts';

const fingerprint = (w: WinBody): Fingerprint => ({
  kind: 'win',
  user: w.user,
  units: w.amount.units,
  currency: w.currency,
  round: w.round,
  gameCode: w.game_code,
  reference: w.reference_transaction_uuid,
});

/**
 * transaction/win: credits the player for an accepted bet, once per transaction_uuid. The token
 * is not checked (wins come long after bets) and a disabled customer is still paid. Amount 0
 * closes a losing round without a ledger posting.
 */
export function settleWin(ctx: WalletCtx, w: WinBody): Promise<Outcome> {
  return runWallet(
    ctx,
    { uuids: [w.transaction_uuid, w.reference_transaction_uuid], user: w.user },
    async (trx) => {
      const { seen, bet, rollbackOfBet, player } = await openWin(trx, {
        winUuid: w.transaction_uuid,
        betUuid: w.reference_transaction_uuid,
        currency: w.currency,
      });
      if (seen) return replay(trx, seen, fingerprint(w));
      if (bet?.rolled_back || (!bet?.applied && rollbackOfBet)) {
        await recordWin(trx, w, bet ?? null, RS.TRANSACTION_ROLLED_BACK);
        return outcome(RS.TRANSACTION_ROLLED_BACK);
      }
      // Not recorded: the bet may still be on its way, and the provider retries wins until they land.
      if (!bet || bet.kind !== 'bet' || !bet.applied || bet.user_code !== w.user || !bet.customer_id) {
        return outcome(RS.TRANSACTION_DOES_NOT_EXIST);
      }
      if (w.currency !== bet.currency) {
        await recordWin(trx, w, bet, RS.WRONG_CURRENCY);
        return outcome(RS.WRONG_CURRENCY);
      }
      return payWin(trx, w, { ...bet, customer_id: bet.customer_id }, player);
    },
    { balanceNotice: 'app' },
  );
}
