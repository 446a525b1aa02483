import { type RawBuilder, sql } from 'kysely';
import type { GgrGroup } from '@lalebet/shared';
import { DEFAULT_CURRENCY } from '../../core/ledger/index.ts';
import { type Span, within } from '../../lib/day-span.ts';

/**
 * The reports' aggregates (docs/decisions/031-reports-and-exports.md), each one SQL statement
 * whose rows carry a text `key` they are ordered and paged by; money sums come back as text.
 * Days are calendar days in `tz`: [from 00:00, to + 1 day 00:00) local time.
 */
export type { Span };

const dayOf = (col: RawBuilder<unknown>, s: Span) =>
  sql`to_char((${col} at time zone ${s.tz})::date, 'YYYY-MM-DD')`;
const days = (s: Span) =>
  sql`select to_char(d, 'YYYY-MM-DD') as key from generate_series(${s.from}::date, ${s.to}::date, interval '1 day') d`;

/**
 * Casino stakes and wins from the seamless-wallet transactions the ledger moved money for; a
 * bet the provider rolled back is no stake (the rollback gave it back).
 */
function casino(s: Span, key: RawBuilder<unknown>) {
  return sql`
    select ${key} as key, max(p.name) as provider,
      count(*) filter (where w.kind = 'bet')::int as bets,
      coalesce(sum(w.amount) filter (where w.kind = 'bet'), 0) as stakes,
      coalesce(sum(w.amount) filter (where w.kind = 'win'), 0) as wins
    from wallet_transaction w
      left join casino_game g on g.game_code = w.game_code
      left join casino_provider p on p.id = g.provider_id
    where w.applied and not w.rolled_back and w.kind in ('bet', 'win')
      and w.currency = ${DEFAULT_CURRENCY} and ${within(sql.ref('w.created_at'), s)}
    group by 1`;
}

/** Net money into (+) or out of (-) the house accounts of one kind, by local day, from the ledger. */
function houseFlow(s: Span, kind: 'sportsbook' | 'bonus', keyPrefix: string) {
  const leg = (side: 'credit_account_id' | 'debit_account_id', sign: RawBuilder<unknown>) => sql`
    select ${dayOf(sql.ref('t.created_at'), s)} as key, ${sign} * t.amount as delta
    from ledger_transfer t join ledger_account a on a.id = t.${sql.ref(side)}
    where a.kind = ${kind} and a.key like ${`${keyPrefix}%`} and a.currency = ${DEFAULT_CURRENCY}
      and t.phase in ('posted', 'post') and ${within(sql.ref('t.created_at'), s)}`;
  return sql`select key, sum(delta) as net from (${leg('credit_account_id', sql`1`)}
    union all ${leg('debit_account_id', sql`-1`)}) f group by key`;
}

export function ggrQuery(s: Span, groupBy: GgrGroup): RawBuilder<unknown> {
  if (groupBy === 'provider') {
    return sql`select c.key, null as provider, c.bets, c.stakes::text as "casinoStakes",
        c.wins::text as "casinoWins", (c.stakes - c.wins)::text as "casinoGgr",
        null as "sportsbookGgr", null as "bonusCost", null as ngr
      from (${casino(s, sql`coalesce(p.name, '?')`)}) c`;
  }
  if (groupBy === 'game') {
    return sql`select c.key, c.provider, c.bets, c.stakes::text as "casinoStakes",
        c.wins::text as "casinoWins", (c.stakes - c.wins)::text as "casinoGgr",
        null as "sportsbookGgr", null as "bonusCost", null as ngr
      from (${casino(s, sql.ref('w.game_code'))}) c`;
  }
  return sql`select d.key, null as provider, coalesce(c.bets, 0) as bets,
      coalesce(c.stakes, 0)::text as "casinoStakes", coalesce(c.wins, 0)::text as "casinoWins",
      (coalesce(c.stakes, 0) - coalesce(c.wins, 0))::text as "casinoGgr",
      coalesce(sb.net, 0)::text as "sportsbookGgr",
      (-coalesce(b.net, 0))::text as "bonusCost",
      (coalesce(c.stakes, 0) - coalesce(c.wins, 0) + coalesce(sb.net, 0) + coalesce(b.net, 0))::text as ngr
    from (${days(s)}) d
      left join (${casino(s, dayOf(sql.ref('w.created_at'), s))}) c on c.key = d.key
      left join (${houseFlow(s, 'sportsbook', 'sportsbook:house:')}) sb on sb.key = d.key
      left join (${houseFlow(s, 'bonus', 'bonus:')}) b on b.key = d.key`;
}

/**
 * Confirmed deposits and withdrawals by method. A confirmed payment is final, so its updated_at
 * is the moment it was confirmed: the day the money moved.
 */
export function paymentsQuery(s: Span): RawBuilder<unknown> {
  return sql`select p.kind || ':' || m.code as key,
      case p.kind when 1 then 'deposit' else 'withdrawal' end as direction,
      m.code as method, max(m.name) as "methodName", count(*)::int as count, sum(p.amount)::text as amount
    from payment p join payment_method m on m.id = p.method_id
    where p.status = 1 and p.currency = ${DEFAULT_CURRENCY} and ${within(sql.ref('p.updated_at'), s)}
    group by p.kind, m.code`;
}

/** Bonus money by day from the ledger's bonus postings (core/bonus/ledger.ts). */
export function bonusCostQuery(s: Span): RawBuilder<unknown> {
  return sql`select d.key, d.key as day, coalesce(x.granted_count, 0) as "grantedCount",
      coalesce(x.granted, 0)::text as granted, coalesce(x.converted, 0)::text as converted,
      coalesce(x.forfeited, 0)::text as forfeited, (-coalesce(b.net, 0))::text as cost
    from (${days(s)}) d
      left join (
        select ${dayOf(sql.ref('t.created_at'), s)} as key,
          count(*) filter (where t.code = 'bonus_grant')::int as granted_count,
          sum(t.amount) filter (where t.code = 'bonus_grant') as granted,
          sum(t.amount) filter (where t.code = 'bonus_convert') as converted,
          sum(t.amount) filter (where t.code in ('bonus_expire', 'bonus_forfeit', 'bonus_cashout_cap')) as forfeited
        from ledger_transfer t
        where t.code like 'bonus\\_%' and t.currency = ${DEFAULT_CURRENCY} and ${within(sql.ref('t.created_at'), s)}
        group by 1
      ) x on x.key = d.key
      left join (${houseFlow(s, 'bonus', 'bonus:')}) b on b.key = d.key`;
}

/** New sign-ups, and players who staked in the casino or the sportsbook, by day. */
export function playersQuery(s: Span): RawBuilder<unknown> {
  return sql`select d.key, d.key as day, coalesce(n.c, 0) as "newPlayers", coalesce(a.c, 0) as "activePlayers"
    from (${days(s)}) d
      left join (select ${dayOf(sql.ref('created_at'), s)} as key, count(*)::int as c from customer
        where ${within(sql.ref('created_at'), s)} group by 1) n on n.key = d.key
      left join (select key, count(distinct customer_id)::int as c from (
          select ${dayOf(sql.ref('created_at'), s)} as key, customer_id from wallet_transaction
            where kind = 'bet' and applied and customer_id is not null and ${within(sql.ref('created_at'), s)}
          union all
          select ${dayOf(sql.ref('placed_at'), s)} as key, customer_id from sb_bet
            where status <> 'refused' and ${within(sql.ref('placed_at'), s)}
        ) x group by key) a on a.key = d.key`;
}
