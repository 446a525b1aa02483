import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import { type Span, within } from '../../lib/day-span.ts';

/**
 * The daily NGR feed (docs/decisions/092-affiliate-attribution-and-ngr-feed.md), one row per
 * affiliate, all from the ledger's postings of the day. A posting belongs to the player whose
 * account it touches; a posting between house accounts (a sports stake the house keeps, a bonus
 * part returned to the house) to the player of the bet or bonus its metadata names.
 */
const SPORTS_HOUSE = 'sportsbook:house:%';

/** The day's posted transfers with both accounts and the player they belong to, attributed ones only. */
function attributedLegs(s: Span, currency: string) {
  return sql`
    select c.btag, t.code, t.amount, da.kind as dk, da.key as dkey, ca.kind as ck, ca.key as ckey,
      t.metadata->>'reasonCode' as reason
    from ledger_transfer t
      join ledger_account da on da.id = t.debit_account_id
      join ledger_account ca on ca.id = t.credit_account_id
      left join sb_bet b on da.customer_id is null and ca.customer_id is null
        and b.id = case when t.metadata->>'betId' ~ '^[0-9a-f-]{36}$' then (t.metadata->>'betId')::uuid end
      left join customer_bonus cb on da.customer_id is null and ca.customer_id is null
        and cb.id = case when t.metadata->>'customerBonusId' ~ '^[0-9]{1,18}$'
          then (t.metadata->>'customerBonusId')::bigint end
      join customer c on c.id = coalesce(da.customer_id, ca.customer_id, b.customer_id, cb.customer_id)
    where t.phase in ('posted', 'post') and t.currency = ${currency} and c.btag is not null
      and ${within(sql.ref('t.created_at'), s)}`;
}

/** Net money into (+) or out of (-) the house accounts `is` picks, per leg. */
const into = (is: (side: 'd' | 'c') => RawBuilder<unknown>) =>
  sql`sum(case when ${is('c')} then amount when ${is('d')} then -amount else 0 end)`;
const kindIs = (kind: string) => (side: 'd' | 'c') => sql`${sql.ref(`${side}k`)} = ${kind}`;
const sportsHouse = (side: 'd' | 'c') => sql`${sql.ref(`${side}key`)} like ${SPORTS_HOUSE}`;

function money(s: Span, currency: string) {
  return sql`
    select btag,
      count(*) filter (where code = 'deposit' and dk = 'gateway')::int as deposits,
      coalesce(sum(amount) filter (where code = 'deposit' and dk = 'gateway'), 0) as deposit_amount,
      count(*) filter (where ck = 'withdrawals' and code = 'withdrawal_post')::int as withdrawals,
      coalesce(sum(amount) filter (where ck = 'withdrawals' and code = 'withdrawal_post'), 0) as withdrawal_amount,
      coalesce(${into(kindIs('provider'))}, 0) as casino_ggr,
      coalesce(${into(sportsHouse)}, 0) as sports_ggr,
      -coalesce(${into(kindIs('bonus'))}, 0) as bonus_cost,
      coalesce(sum(amount) filter (where code = 'adjustment_debit' and ck = 'adjustment'
        and reason = 'chargeback'), 0) as chargebacks
    from (${attributedLegs(s, currency)}) l
    group by btag`;
}

/** First deposits: players whose first deposit ever was posted within the span. */
function firstDeposits(s: Span, currency: string) {
  return sql`
    select c.btag, count(*)::int as n, sum(f.amount) as amount
    from (
      select distinct on (a.customer_id) a.customer_id, t.amount, t.created_at
      from ledger_transfer t
        join ledger_account a on a.id = t.credit_account_id
        join customer c0 on c0.id = a.customer_id and c0.btag is not null
      where t.code = 'deposit' and t.phase = 'posted' and t.currency = ${currency}
      order by a.customer_id, t.created_at, t.id
    ) f join customer c on c.id = f.customer_id
    where ${within(sql.ref('f.created_at'), s)}
    group by c.btag`;
}

export type FeedRaw = {
  btag: string;
  registrations: number;
  first_deposits: number;
  first_deposit_amount: string;
  deposits: number;
  deposit_amount: string;
  withdrawals: number;
  withdrawal_amount: string;
  casino_ggr: string;
  sports_ggr: string;
  bonus_cost: string;
  chargebacks: string;
};

/** Every affiliate's row for the span (zeros when nothing happened), in btag order. */
export async function feedRows(db: Kysely<Database>, s: Span, currency: string): Promise<FeedRaw[]> {
  const { rows } = await sql<FeedRaw>`
    select a.btag, coalesce(r.n, 0) as registrations,
      coalesce(f.n, 0) as first_deposits, coalesce(f.amount, 0)::text as first_deposit_amount,
      coalesce(m.deposits, 0) as deposits, coalesce(m.deposit_amount, 0)::text as deposit_amount,
      coalesce(m.withdrawals, 0) as withdrawals, coalesce(m.withdrawal_amount, 0)::text as withdrawal_amount,
      coalesce(m.casino_ggr, 0)::text as casino_ggr, coalesce(m.sports_ggr, 0)::text as sports_ggr,
      coalesce(m.bonus_cost, 0)::text as bonus_cost, coalesce(m.chargebacks, 0)::text as chargebacks
    from affiliate a
      left join (select btag, count(*)::int as n from customer
        where btag is not null and ${within(sql.ref('created_at'), s)} group by btag) r on r.btag = a.btag
      left join (${firstDeposits(s, currency)}) f on f.btag = a.btag
      left join (${money(s, currency)}) m on m.btag = a.btag
    order by a.btag`.execute(db);
  return rows;
}
