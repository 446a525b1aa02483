import type { Transaction } from 'kysely';
import type { Database } from '../../db/database.ts';
import { clock } from '../../lib/clock.ts';
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
 *  - convert: the player's bonus account -> the player's cash account (wagering met), at most
 *    the definition's max_cashout; the rest `cap`: bonus account -> house (ADR 016);
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

/** Posts the grant and links it to the customer bonus: its money has reached the player. */
export async function grantBonusMoney(
  trx: Transaction<Database>,
  bonus: { id: bigint; customer_id: bigint; amount: bigint },
): Promise<string> {
  const transfer = await postBonusGrant(trx, bonus);
  await trx
    .updateTable('customer_bonus')
    .set({ grant_transfer_id: transfer })
    .where('id', '=', bonus.id)
    .execute();
  return transfer;
}

export type BonusClose = 'convert' | 'expire' | 'forfeit';

/** The definition's cash-out cap for this bonus (kuruş), null when uncapped. */
async function maxCashout(trx: Transaction<Database>, customerBonusId: bigint): Promise<bigint | null> {
  const row = await trx
    .selectFrom('customer_bonus as b')
    .innerJoin('bonus_definition as d', 'd.id', 'b.definition_id')
    .select('d.max_cashout')
    .where('b.id', '=', customerBonusId)
    .executeTakeFirst();
  return row?.max_cashout ?? null;
}

/**
 * Empties the player's bonus account for this bonus (one open bonus per customer, so the account
 * holds only its money). A conversion pays at most the definition's `max_cashout` into cash and
 * returns the rest to the house in a second posting (`cap`, ADR 016). Returns the id and amount
 * of the main posting (id null when nothing was left); `removed` is what the cap took back.
 * Lock order: the customer_bonus row first (the caller), then the ledger account.
 */
export async function postBonusClose(
  trx: Transaction<Database>,
  bonus: { id: bigint; customer_id: bigint },
  how: BonusClose,
): Promise<{ id: string | null; amount: bigint; removed: bigint }> {
  const player = await ensurePlayerBonusAccount(trx, bonus.customer_id);
  // Lock the bonus account row so a concurrent stake cannot move it between read and post.
  await trx.selectFrom('ledger_account').select('id').where('id', '=', player).forUpdate().execute();
  const left = await bonusBalance(trx, bonus.customer_id);
  if (left <= 0n) return { id: null, amount: 0n, removed: 0n };
  const cap = how === 'convert' ? await maxCashout(trx, bonus.id) : null;
  const paid = cap !== null && left > cap ? cap : left;
  const house = await ensureSystemAccount(trx, 'bonus', HOUSE);
  const other = how === 'convert' ? await ensurePlayerAccount(trx, bonus.customer_id) : house;
  const id = transferId('bonus', bonus.id, how);
  const metadata = { customerBonusId: String(bonus.id) };
  await postTransfers(trx, [
    {
      id,
      debit: player,
      credit: other,
      amount: paid,
      currency: DEFAULT_CURRENCY,
      code: `bonus_${how}`,
      metadata,
    },
    ...(paid < left
      ? [
          {
            id: transferId('bonus', bonus.id, 'cap'),
            debit: player,
            credit: house,
            amount: left - paid,
            currency: DEFAULT_CURRENCY,
            code: 'bonus_cashout_cap',
            metadata,
          },
        ]
      : []),
  ]);
  return { id, amount: paid, removed: left - paid };
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
): Promise<{ id: string | null; amount: bigint; removed: bigint }> {
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
