import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/database.ts';

/** The player with their country, or undefined. */
export function findCustomer(db: Kysely<Database>, id: bigint) {
  return db
    .selectFrom('customer as c')
    .innerJoin('country as k', 'k.id', 'c.country_id')
    .select([
      'c.id',
      'c.user_code',
      'c.username',
      'c.email',
      'c.phone',
      'c.phone_verified_at',
      'c.name',
      'c.surname',
      sql<string>`c.birth_date::text`.as('birth_date'),
      'c.locale',
      'c.created_at',
      'c.referred_by',
      'c.locked_at',
      'c.locked_until',
      'c.disabled_at',
      'k.code as country',
    ])
    .where('c.id', '=', id)
    .executeTakeFirst();
}

/** true when the player exists (the tabs answer CUSTOMER_NOT_FOUND otherwise, not an empty page). */
export async function customerExists(db: Kysely<Database>, id: bigint): Promise<boolean> {
  return !!(await db.selectFrom('customer').select('id').where('id', '=', id).executeTakeFirst());
}

/** Counts and summaries for the Player 360 header, in one round trip. */
export async function customerSummary(db: Kysely<Database>, id: bigint) {
  const { rows } = await sql<{
    active_sessions: string;
    deposits: string;
    withdrawals: string;
    rounds: string;
    bets: string;
    bonuses: string;
    notes: string;
    pending_withdrawals: string;
    active_limits: string;
    pending_limits: string;
    open_flags: string;
    kyc_status: string | null;
    kyc_updated_at: Date | null;
  }>`select
      (select count(*) from customer_session where customer_id = ${id} and ended_at is null) as active_sessions,
      (select count(*) from payment where customer_id = ${id} and kind = 1) as deposits,
      (select count(*) from payment where customer_id = ${id} and kind = 2) as withdrawals,
      (select coalesce(sum(amount), 0) from payment where customer_id = ${id} and kind = 2 and status in (2, 6, 7)) as pending_withdrawals,
      (select count(*) from game_round where customer_id = ${id}) as rounds,
      (select count(*) from sb_bet where customer_id = ${id}) as bets,
      (select count(*) from customer_bonus where customer_id = ${id}) as bonuses,
      (select count(*) from customer_note where customer_id = ${id}) as notes,
      (select count(*) from rg_limit where customer_id = ${id}) as active_limits,
      (select count(*) from rg_limit_request where customer_id = ${id} and status = 'pending') as pending_limits,
      (select count(*) from rg_flag where customer_id = ${id} and reviewed_at is null) as open_flags,
      k.status as kyc_status, k.updated_at as kyc_updated_at
    from (select 1) one left join kyc_case k on k.customer_id = ${id}`.execute(db);
  return rows[0]!;
}

/** The player's saved payout destinations, masked as stored. */
export function payoutDestinations(db: Kysely<Database>, id: bigint) {
  return db
    .selectFrom('payout_destination')
    .select(['kind', 'masked'])
    .where('customer_id', '=', id)
    .orderBy('created_at', 'desc')
    .limit(20)
    .execute();
}
