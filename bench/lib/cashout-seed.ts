/**
 * The cash-out benches' world (lib/cashout.ts): funded, logged-in players with open singles and
 * doubles on events of a fake catalogue, half of them live. The bets are written in bulk, and
 * each player's stakes move cash -> open-bets as one posting (placement posts one per bet; the
 * sum is the same), so the ledger and S1 hold before the run as after a real placement; each
 * outcome's `sb_exposure` row holds its open bets, as placement leaves it.
 */
import { randomUUID } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../apps/server/src/db/database.ts';
import { ensureSystemAccount, transferId } from '../../apps/server/src/core/ledger/index.ts';
import { hashToken, newToken } from '../../apps/server/src/lib/secrets.ts';
import { FakeCatalogue } from '../../apps/server/src/modules/sportsbook/bets/place/fake-catalogue.test-kit.ts';
import { TR_ID } from '../../apps/server/src/test/accounts.ts';
import { insertCustomers } from '../../apps/server/src/test/customers.ts';
import { fundPlayers } from './funded-players.ts';

export const STAKE = 1000n;
const ODDS = [1850, 3400, 4200];

export type CashoutWorld = {
  catalogue: FakeCatalogue;
  eventIds: string[];
  /** The players' bearer tokens. */
  tokens: string[];
  /** Every open bet with the index of its owner's token. */
  bets: { id: string; player: number }[];
};

/** A catalogue of `events` 1X2 lines; odd-numbered events live, the others pre-match. */
export function benchCatalogue(events: number): { catalogue: FakeCatalogue; eventIds: string[] } {
  const catalogue = new FakeCatalogue();
  const eventIds = Array.from({ length: events }, (_, i) => `cashout-${i}`);
  eventIds.forEach((id, i) =>
    catalogue.add(id, ODDS, i % 2 ? { live: true, eventStatus: 'live', startTime: new Date() } : {}),
  );
  return { catalogue, eventIds };
}

/**
 * `players` players with `betsEach` open bets each (every other bet a double), at the catalogue's
 * current prices. Sessions are rows as a login leaves them; no password hashing.
 */
export async function seedCashoutWorld(
  db: Kysely<Database>,
  opts: { players: number; betsEach: number; events: number },
): Promise<CashoutWorld> {
  const { catalogue, eventIds } = benchCatalogue(opts.events);
  const customers = await insertCustomers(db, opts.players, 'cbench');
  await sql`update customer set country_id = ${TR_ID} where id = any(${customers}::bigint[])`.execute(db);
  const { accounts } = await fundPlayers(db, customers, 1_000_000_00n, 'cashout-bench-fund');
  const tokens = customers.map(() => newToken());
  await sql`
    insert into customer_session (id, customer_id, token_hash, created_at, last_activity_at, device, browser)
    select gen_random_uuid(), c, h, now(), now(), 'desktop', 'bench'
    from unnest(${tokens.map(hashToken)}::text[], ${customers}::bigint[]) as u(h, c)`.execute(db);
  const openBets = await ensureSystemAccount(db, 'sportsbook', 'open-bets');
  const stakes = BigInt(opts.betsEach) * STAKE;
  await sql`insert into ledger_transfer (id, debit_account_id, credit_account_id, amount, currency, code, phase)
    select u.id, u.p, ${openBets}, ${stakes}, 'TRY', 'sportsbook_bet', 'posted'
    from unnest(${accounts.map((a) => transferId('cashout-bench', 'stakes', a))}::uuid[], ${accounts}::bigint[]) as u(id, p)`.execute(
    db,
  );
  const bets = Array.from({ length: opts.players * opts.betsEach }, (_, i) => ({
    id: randomUUID(),
    player: i % opts.players,
  }));
  const legs: { bet: string; no: number; event: number; outcome: string; odds: number }[] = [];
  const payout = bets.map((b, i) => {
    let p = STAKE;
    for (let n = 0; n < 1 + (i % 2); n++) {
      const outcome = (i + n) % 3;
      legs.push({
        bet: b.id,
        no: n + 1,
        event: (i + n * 7) % eventIds.length,
        outcome: String(outcome + 1),
        odds: ODDS[outcome]!,
      });
      p = (p * BigInt(ODDS[outcome]!)) / 1000n;
    }
    return p;
  });
  await sql`insert into sb_bet (id, customer_id, request_id, request_hash, currency, kind, lines, stake_per_line,
      total_stake, odds_policy, status, potential_payout, max_payout, live, locale, placed_at, accepted_at)
    select u.id, u.c, gen_random_uuid(), 'bench', 'TRY', u.k, 1, ${STAKE}, ${STAKE}, 'higher', 'open', u.pp,
      100000000, false, 'tr', now(), now()
    from unnest(${bets.map((b) => b.id)}::uuid[], ${bets.map((b) => customers[b.player]!)}::bigint[],
      ${bets.map((_, i) => (i % 2 ? 'multiple' : 'single'))}::text[], ${payout}::bigint[]) as u(id, c, k, pp)`.execute(
    db,
  );
  await sql`insert into sb_bet_leg (bet_id, leg_no, event_id, market_id, specifiers, outcome_id, odds_milli,
      material_version, sport, start_time, live, event_name, market_name, outcome_name)
    select u.b, u.n, u.e, 1, '', u.o, u.m, 1, 'soccer', now(), u.l, 'A - B', 'Maç Sonucu', u.o
    from unnest(${legs.map((l) => l.bet)}::uuid[], ${legs.map((l) => l.no)}::int[],
      ${legs.map((l) => eventIds[l.event]!)}::text[], ${legs.map((l) => l.outcome)}::text[],
      ${legs.map((l) => l.odds)}::int[], ${legs.map((l) => l.event % 2 === 1)}::boolean[]) as u(b, n, e, o, m, l)`.execute(
    db,
  );
  // Each outcome's exposure as placement leaves it (docs/decisions/084-exposure-of-open-bets-and-scoped-limits.md):
  // a cash-out takes its bet off these rows through the sb_bet trigger, as in production.
  await sql`insert into sb_exposure (event_id, market_id, specifiers, outcome_id, currency, stake, liability)
    select l.event_id, l.market_id, l.specifiers, l.outcome_id, b.currency, sum(b.total_stake),
      sum(b.potential_payout - b.total_stake)
    from sb_bet b join sb_bet_leg l on l.bet_id = b.id
    group by l.event_id, l.market_id, l.specifiers, l.outcome_id, b.currency`.execute(db);
  await sql`vacuum analyze`.execute(db);
  return { catalogue, eventIds, tokens, bets };
}

/**
 * The feed: `perSecond` price changes, in batches every 50 ms, on random outcomes of the given
 * events, each a material change that replaces the line as the feed adapter does. `count()` is
 * the changes made so far, so the report shows the rate reached, not the one asked for.
 */
export function priceDriver(catalogue: FakeCatalogue, eventIds: string[], perSecond: number) {
  let changes = 0;
  let owed = 0;
  let last = performance.now();
  const timer = setInterval(() => {
    const now = performance.now();
    // Catch up when a tick came late (the event loop is busy serving the load).
    owed += ((now - last) / 1000) * perSecond;
    last = now;
    for (; owed >= 1; owed--) {
      const e = eventIds[Math.floor(Math.random() * eventIds.length)]!;
      catalogue.setOdds(
        e,
        String(1 + Math.floor(Math.random() * 3)),
        1500 + Math.floor(Math.random() * 3000),
      );
      changes++;
    }
  }, 50);
  return { count: () => changes, stop: () => clearInterval(timer) };
}
