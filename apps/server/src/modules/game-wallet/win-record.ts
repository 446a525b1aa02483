import type { Transaction } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { RsStatus } from '../../lib/hub88/protocol.ts';
import type { WinBody } from './hub88.schemas.ts';
import { type WalletTxRow, insertTransaction } from './wallet.repository.ts';

/** The win's own wallet_transaction row, so a replay of its transaction_uuid answers the same. */
export async function recordWin(
  trx: Transaction<Database>,
  win: WinBody,
  bet: WalletTxRow | null,
  status: RsStatus,
  opts: { applied?: boolean; also?: Parameters<typeof insertTransaction>[2] } = {},
): Promise<void> {
  await insertTransaction(
    trx,
    {
      transaction_uuid: win.transaction_uuid,
      kind: 'win',
      customer_id: bet?.customer_id ?? null,
      user_code: win.user,
      game_code: win.game_code,
      round: win.round,
      amount: win.amount.minor,
      provider_amount: win.amount.units,
      currency: win.currency,
      reference_transaction_uuid: win.reference_transaction_uuid,
      status,
      applied: opts.applied ?? false,
      request_uuid: win.request_uuid,
    },
    opts.also,
  );
}
