import type { Transaction } from 'kysely';
import type { Database } from '../../db/database.ts';
import { clock } from '../clock.ts';
import {
  DEFAULT_CURRENCY,
  bonusBalance,
  ensurePlayerAccount,
  ensurePlayerBonusAccount,
  ensureSystemAccount,
  postTransfers,
  transferId,
} from '../ledger/index.ts';

/**
 * Bonus money movements (ADR 012). Each is one posting whose id derives from the customer
 * bonus and the event, so a retry or a racing worker records it at most once:
 *  - grant:   house `bonus:house` -> the player's bonus account;
 *  - convert: the player's bonus account -> the player's cash account (wagering met);
 *  - expire / forfeit: the player's bonus account -> house `bonus:house` (what is left).
 */
const HOUSE = 'house';

export async function postBonusGrant(
  trx: Transaction<Database>,
  bonus: { id: bigint; customer_id: bigint; amount: bigint },
): Promise<string> {
  const house = await ensureSystemAccount(trx, 'bonus', HOUSE);
  const player = await ensurePlayerBonusAccount(trx, bonus.customer_id);
  const id = transferId('bonus', bonus.id, 'grant');
  await postTransfers(trx, [
    {
      id,
      debit: house,
      credit: player,
      amount: bonus.amount,
      currency: DEFAULT_CURRENCY,
      code: 'bonus_grant',
      metadata: { customerBonusId: String(bonus.id) },
    },
  ]);
  return id;
}

export type BonusClose = 'convert' | 'expire' | 'forfeit';

/**
 * Empties the player's bonus account for this bonus (one open bonus per customer, so the account
 * holds only its money). Returns the transfer id and amount; id null when nothing was left.
 * Lock order: the customer_bonus row first (the caller), then the ledger account.
 */
export async function postBonusClose(
  trx: Transaction<Database>,
  bonus: { id: bigint; customer_id: bigint },
  how: BonusClose,
): Promise<{ id: string | null; amount: bigint }> {
  const player = await ensurePlayerBonusAccount(trx, bonus.customer_id);
  // Lock the bonus account row so a concurrent stake cannot move it between read and post.
  await trx.selectFrom('ledger_account').select('id').where('id', '=', player).forUpdate().execute();
  const left = await bonusBalance(trx, bonus.customer_id);
  if (left <= 0n) return { id: null, amount: 0n };
  const other =
    how === 'convert'
      ? await ensurePlayerAccount(trx, bonus.customer_id)
      : await ensureSystemAccount(trx, 'bonus', HOUSE);
  const id = transferId('bonus', bonus.id, how);
  await postTransfers(trx, [
    {
      id,
      debit: player,
      credit: other,
      amount: left,
      currency: DEFAULT_CURRENCY,
      code: `bonus_${how}`,
      metadata: { customerBonusId: String(bonus.id) },
    },
  ]);
  return { id, amount: left };
}

const CLOSED_STATUS = { convert: 'completed', expire: 'expired', forfeit: 'forfeited' } as const;

/**
 * Ends an active bonus the one way all three endings share: empties its bonus balance (one
 * posting, see postBonusClose) and records the end on the row, which the caller holds locked.
 * `wageringDone` is set with it when the end comes from a bet. Returns what was moved.
 */
export async function closeBonus(
  trx: Transaction<Database>,
  bonus: { id: bigint; customer_id: bigint },
  how: BonusClose,
  wageringDone?: bigint,
): Promise<{ id: string | null; amount: bigint }> {
  const moved = await postBonusClose(trx, bonus, how);
  const now = clock.now();
  await trx
    .updateTable('customer_bonus')
    .set({
      status: CLOSED_STATUS[how],
      close_transfer_id: moved.id,
      closed_at: now,
      updated_at: now,
      ...(wageringDone === undefined ? {} : { wagering_done: wageringDone }),
    })
    .where('id', '=', bonus.id)
    .where('status', '=', 'active')
    .execute();
  return moved;
}
