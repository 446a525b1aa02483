import { type Transaction, sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import { clock } from '../../lib/clock.ts';
import { playFactsColumn } from '../../core/protection/index.ts';
import {
  type NullableTxRow,
  PROVIDER,
  type WalletTxRow,
  cashLockCte,
  houseAccountId,
} from './wallet.repository.ts';

type ContextRow = {
  c_customer_id: bigint | null;
  c_disabled_at: Date | null;
  c_session_customer_id: bigint | null;
  c_session_currency: string | null;
  c_session_expires_at: Date | null;
  c_session_game_code: string | null;
  c_game_categories: string[] | null;
  c_active_bonuses: number;
  c_account: bigint | null;
  c_available: bigint | null;
  c_house: bigint | null;
  c_play_facts: string | null;
};

/** What a bet checks that the wallet's locks do not guard; a field is undefined when its row is missing. */
export type BetContext = {
  customer: { id: bigint; disabled_at: Date | null } | undefined;
  session: { customer_id: bigint; currency: string; expires_at: Date; game_code: string } | undefined;
  game: { categories: string[] } | undefined;
};

export type OpenedBet = BetContext & {
  /** This transaction_uuid's own row: the call is a replay. */
  seen: WalletTxRow | undefined;
  /** A rollback naming this bet came first. */
  tombstone: boolean;
  /** The customer has an active bonus, whose row this statement locked. */
  activeBonus: boolean;
  /**
   * Without an active bonus: the player's cash account, locked by this statement, with its
   * available kuruş and the provider's house account (lockPlayerBalance's answer). Undefined
   * with a bonus (its row is locked first, then the cash: ADR 012) or when an account is missing.
   */
  cash?: { account: bigint; available: bigint; house: bigint };
  /** Player protection's facts of the customer (core/protection/play-facts.ts), as read at `at`. */
  playFacts: { row: string | null; at: Date };
};

/**
 * Everything a new bet reads before its balance lock, in one round trip (the first after the
 * wallet's advisory lock, docs/decisions/050-hot-path-seams.md):
 * - the customer by user code (with a country), the launch by its token hash with the game it
 *   was issued for, and the bet's game with its categories when it and its provider are enabled;
 * - the bet's own row, if this transaction_uuid was seen (a replay), and whether a rollback
 *   naming it came first (the tombstone);
 * - the customer's active bonus row, locked, if any: the bonus row comes first in the lock order
 *   (ADR 012), and without one the bet skips lockActiveBonus's round trip;
 * - without an active bonus, the cash account in the bet's currency, locked (the `cash` CTE reads
 *   the `bonus` one, so the bonus row is always locked first): lockPlayerBalance's round trip;
 * - player protection's facts of the customer (blocks, jurisdiction, limits in force), which the
 *   stake guard would read in a round trip of its own (core/protection/limits.ts
 *   guardStakeWithFacts). What they leave out, the day's usage, is read under its own lock.
 * A call refused before its balance check (a replay, an unknown token) holds that lock a moment
 * longer than it needed; nothing else changes.
 */
export async function openBet(
  trx: Transaction<Database>,
  b: { uuid: string; userCode: string; tokenHash: string; gameCode: string; currency: string },
): Promise<OpenedBet> {
  const now = clock.now();
  const { rows } = await sql<NullableTxRow & ContextRow>`
    with ctx as (
      select c.id as c_customer_id, c.disabled_at as c_disabled_at,
        s.customer_id as c_session_customer_id, s.currency as c_session_currency,
        s.expires_at as c_session_expires_at, sg.game_code as c_session_game_code,
        g.categories as c_game_categories
      from (select 1) as one
      left join customer c on c.user_code = ${b.userCode}
        and exists (select 1 from country where country.id = c.country_id)
      left join game_session s on s.token_hash = ${b.tokenHash}
      left join casino_game sg on sg.id = s.game_id
      left join (casino_game g join casino_provider p on p.id = g.provider_id and p.enabled)
        on g.game_code = ${b.gameCode} and g.enabled
    ), bonus as (
      select id from customer_bonus where customer_id = (select c_customer_id from ctx)
        and status = 'active' and expires_at > ${now} for update
    ), ${cashLockCte(sql`(select c_customer_id from ctx)`, b.currency, sql`and not exists (select 1 from bonus)`)}
    select ctx.*, (select count(*) from bonus)::int as c_active_bonuses,
      (select id from cash) as c_account, (select available from cash) as c_available,
      ${houseAccountId(b.currency)} as c_house,
      ${playFactsColumn(sql`(select c_customer_id from ctx)`, now)} as c_play_facts,
      t.*
    from ctx
    left join wallet_transaction t on t.provider = ${PROVIDER}
      and (t.transaction_uuid = ${b.uuid} or (t.reference_transaction_uuid = ${b.uuid} and t.kind = 'rollback'))`.execute(
    trx,
  );
  const r = rows[0]!;
  const found = rows.filter((row) => row.transaction_uuid != null) as WalletTxRow[];
  return {
    customer:
      r.c_customer_id == null ? undefined : { id: BigInt(r.c_customer_id), disabled_at: r.c_disabled_at },
    session:
      r.c_session_customer_id == null
        ? undefined
        : {
            customer_id: BigInt(r.c_session_customer_id),
            currency: r.c_session_currency!,
            expires_at: new Date(r.c_session_expires_at!),
            game_code: r.c_session_game_code!,
          },
    game: r.c_game_categories == null ? undefined : { categories: r.c_game_categories },
    seen: found.find((row) => row.transaction_uuid === b.uuid),
    tombstone: found.some((row) => row.kind === 'rollback' && row.reference_transaction_uuid === b.uuid),
    activeBonus: Number(r.c_active_bonuses) > 0,
    playFacts: { row: r.c_play_facts, at: now },
    ...(r.c_account != null && r.c_house != null
      ? {
          cash: { account: BigInt(r.c_account), available: BigInt(r.c_available!), house: BigInt(r.c_house) },
        }
      : {}),
  };
}
