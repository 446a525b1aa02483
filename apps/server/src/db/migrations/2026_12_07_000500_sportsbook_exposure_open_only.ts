import { type Kysely, sql } from 'kysely';

/**
 * `sb_exposure` holds the open risk only (docs/decisions/084-exposure-of-open-bets-and-scoped-limits.md): a bet
 * counts on each of its outcomes while it is pending or open, with its open stake (after a partial
 * cash-out) and its potential payout over it. Placement still adds a new bet in its own statement
 * (the liability cap reads the sum there); every later change of a bet row (refused after the live
 * delay, booked at a moved price, settled, cashed out, voided, graded, rolled back to open) moves
 * the difference through one statement trigger, whatever path wrote it. The trigger sums the
 * differences per outcome and updates the rows in key order (event, market, specifiers, outcome,
 * byte order), the order placement locks them in, so a settlement and a placement cannot deadlock
 * on them. The rows are recomputed from the open bets once here.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create function sb_exposure_follow_bets() returns trigger language plpgsql as $$
    declare r record;
    begin
      for r in
        with changed as (
          select n.id, n.currency,
            sb_open_stake(n.status, n.lines, n.total_stake, n.open_stake_per_line)
              - sb_open_stake(o.status, o.lines, o.total_stake, o.open_stake_per_line) as d_stake,
            sb_open_liability(n.status, n.lines, n.total_stake, n.open_stake_per_line, n.potential_payout)
              - sb_open_liability(o.status, o.lines, o.total_stake, o.open_stake_per_line, o.potential_payout)
              as d_liability
          from new_bets n join old_bets o on o.id = n.id
        )
        select l.event_id, l.market_id, l.specifiers, l.outcome_id, c.currency,
          sum(c.d_stake) as d_stake, sum(c.d_liability) as d_liability
        from changed c join sb_bet_leg l on l.bet_id = c.id
        where c.d_stake <> 0 or c.d_liability <> 0
        group by l.event_id, l.market_id, l.specifiers, l.outcome_id, c.currency
        order by l.event_id collate "C", l.market_id, l.specifiers collate "C",
          l.outcome_id collate "C", c.currency collate "C"
      loop
        update sb_exposure set stake = stake + r.d_stake, liability = liability + r.d_liability
        where event_id = r.event_id and market_id = r.market_id and specifiers = r.specifiers
          and outcome_id = r.outcome_id and currency = r.currency;
      end loop;
      return null;
    end $$`.execute(db);
  await sql`
    create function sb_open_stake(status text, lines int, total_stake bigint, open_per_line bigint)
      returns bigint language sql immutable as $$
      select case when status in ('pending', 'open') then coalesce(open_per_line * lines, total_stake) else 0 end
    $$`.execute(db);
  await sql`
    create function sb_open_liability(status text, lines int, total_stake bigint, open_per_line bigint,
      potential bigint) returns bigint language sql immutable as $$
      select case when status in ('pending', 'open')
        then potential - coalesce(open_per_line * lines, total_stake) else 0 end
    $$`.execute(db);
  await sql`create trigger sb_exposure_follow_bets after update on sb_bet
    referencing old table as old_bets new table as new_bets
    for each statement execute function sb_exposure_follow_bets()`.execute(db);
  await sql`
    update sb_exposure e set stake = coalesce(o.stake, 0), liability = coalesce(o.liability, 0)
    from sb_exposure k left join (
      select l.event_id, l.market_id, l.specifiers, l.outcome_id, b.currency,
        sum(sb_open_stake(b.status, b.lines, b.total_stake, b.open_stake_per_line)) as stake,
        sum(sb_open_liability(b.status, b.lines, b.total_stake, b.open_stake_per_line, b.potential_payout))
          as liability
      from sb_bet b join sb_bet_leg l on l.bet_id = b.id
      where b.status in ('pending', 'open')
      group by l.event_id, l.market_id, l.specifiers, l.outcome_id, b.currency
    ) o using (event_id, market_id, specifiers, outcome_id, currency)
    where (e.event_id, e.market_id, e.specifiers, e.outcome_id, e.currency)
      = (k.event_id, k.market_id, k.specifiers, k.outcome_id, k.currency)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop trigger sb_exposure_follow_bets on sb_bet`.execute(db);
  await sql`drop function sb_exposure_follow_bets`.execute(db);
  await sql`drop function sb_open_liability`.execute(db);
  await sql`drop function sb_open_stake`.execute(db);
}
