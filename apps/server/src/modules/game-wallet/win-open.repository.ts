import { type Transaction, sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import { clock } from '../../lib/clock.ts';
import {
  type NullableTxRow,
  PROVIDER,
  type WalletTxRow,
  cashLockCte,
  houseAccountId,
} from './wallet.repository.ts';

type LockRow = {
  w_account: bigint | null;
  w_available: bigint | null;
  w_house: bigint | null;
  w_bonus: bigint | null;
  w_owes: boolean | null;
};

/**
 * lockPlayerForWin's answer: the cash account (locked), its available kuruş, the house, the
 * spendable bonus, and whether the player owes a settlement correction (collected from the win).
 */
export type WinAccounts = { account: bigint; available: bigint; house: bigint; bonus: bigint; owes: boolean };

export type OpenedWin = {
  /** This win's own row: the call is a replay. */
  seen: WalletTxRow | undefined;
  /** The bet the win names. */
  bet: WalletTxRow | undefined;
  /** Some rollback names that bet (applied, or a tombstone left before the bet). */
  rollbackOfBet: boolean;
  /** The bet's player's accounts, the cash row locked, when the bet had no bonus part. */
  player?: WinAccounts;
};

/**
 * What a win reads first, in one round trip (docs/decisions/036-seamless-wallet-speed.md): its
 * own row (a replay), the bet it names, whether some rollback names that bet, and, when that bet
 * was applied with no bonus part, the player's cash account locked with the provider's house
 * account and the spendable bonus beside it (lockPlayerForWin's answer). A bet with a bonus part
 * locks its bonus row before the cash (ADR 012), so then nothing is locked here.
 */
export async function openWin(
  trx: Transaction<Database>,
  w: { winUuid: string; betUuid: string; currency: string },
): Promise<OpenedWin> {
  const { rows } = await sql<NullableTxRow & LockRow>`
    with found as (
      select * from wallet_transaction where provider = ${PROVIDER}
        and (transaction_uuid in (${w.winUuid}, ${w.betUuid})
          or (reference_transaction_uuid = ${w.betUuid} and kind = 'rollback'))
    ), bet as (
      select customer_id from found
      where transaction_uuid = ${w.betUuid} and kind = 'bet' and applied and not rolled_back
        and bonus_amount = 0 and reward_uuid is null and currency = ${w.currency}
        and not exists (select 1 from found where transaction_uuid = ${w.winUuid})
    ), ${cashLockCte(sql`(select customer_id from bet)`, w.currency)}
    select (select id from cash) as w_account, (select available from cash) as w_available,
      ${houseAccountId(w.currency)} as w_house,
      (select b.credits_posted - b.debits_posted - b.debits_pending from ledger_account b
        where b.customer_id = (select customer_id from bet) and b.kind = 'player_bonus' and b.currency = ${w.currency}
          and exists (select 1 from customer_bonus cb where cb.customer_id = b.customer_id
            and cb.status = 'active' and cb.expires_at > ${clock.now()})) as w_bonus,
      exists (select 1 from sb_bet_debt d where d.customer_id = (select customer_id from bet)
        and d.resolved_at is null) as w_owes,
      f.*
    from (select 1) as one left join found f on true`.execute(trx);
  const found = rows.filter((r) => r.transaction_uuid != null) as WalletTxRow[];
  const r = rows[0]!;
  return {
    seen: found.find((row) => row.transaction_uuid === w.winUuid),
    bet: found.find((row) => row.transaction_uuid === w.betUuid),
    rollbackOfBet: found.some(
      (row) => row.kind === 'rollback' && row.reference_transaction_uuid === w.betUuid,
    ),
    ...(r.w_account != null && r.w_house != null
      ? {
          player: {
            account: BigInt(r.w_account),
            available: BigInt(r.w_available!),
            house: BigInt(r.w_house),
            bonus: r.w_bonus == null ? 0n : BigInt(r.w_bonus),
            owes: r.w_owes === true,
          },
        }
      : {}),
  };
}
