/**
 * Live bet acceptance (docs/decisions/060-live-bets-decided-per-outcome.md): the real app on an
 * in-memory PGlite with the odds-feed simulator at its default speed and the default bet delay.
 * Every step picks one active outcome of a random live market, read from the event's page as a
 * player sees it, and places a 1 lira single on it under each policy (none, higher, any) at the
 * same moment, one player per policy; when the delays have passed it counts what the decider
 * accepted. It throws when a bet was booked at a price its policy forbids, or the ledger or
 * invariant S1 does not hold.
 *
 *   node bench/lib/live-acceptance.ts [seconds] [simulator speed] [seed]
 */
import { ODDS_CHANGE_POLICIES, type OddsChangePolicy, type SportsEvent } from '@lalebet/shared';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { buildApp } from '../../apps/server/src/app.ts';
import { loadConfig } from '../../apps/server/src/config.ts';
import { createDb } from '../../apps/server/src/db/create-db.ts';
import { migrateToLatest } from '../../apps/server/src/db/migrate.ts';
import { ledgerViolations, systemAccountKey } from '../../apps/server/src/core/ledger/index.ts';
import { call, signUp } from '../../apps/server/src/test/accounts.ts';
import { customerIdOf } from '../../apps/server/src/test/customers.ts';
import { fund } from '../../apps/server/src/test/ledger.ts';

export type PolicyRow = {
  policy: OddsChangePolicy;
  placed: number;
  accepted: number;
  rate: number;
  /** Refusals when the delay ended, by code. */
  refused: Record<string, number>;
  /** Refusals at placement (the price moved between the page read and the bet), by code. */
  atPlacement: Record<string, number>;
  /** MARKET_SUSPENDED after the delay, by sport. */
  suspendedBySport: Record<string, number>;
  /** Bets whose delay ended, by sport (the denominators of the two above). */
  placedBySport: Record<string, number>;
  /** MARKET_SUSPENDED after the delay, by sport and market id ("soccer 1"): which stops refuse. */
  suspendedByMarket: Record<string, number>;
};
/**
 * The chosen outcomes' moves during the delay, seen through the 'any' bets (booked at the price
 * when the delay ended): how many moved, and how many of those moved by less than a hundredth
 * (the same price on a two-decimal ladder, floored).
 */
export type Moves = {
  seen: number;
  moved: number;
  belowHundredth: number;
  /** Moved of seen, by sport and market id ("soccer 18"): where the remaining moves are. */
  movedByMarket: Record<string, string>;
};
export type LiveAcceptanceResult = {
  seconds: number;
  speed: number;
  rows: PolicyRow[];
  moves: Moves;
  checked: string;
};

const STEP_MS = 250;
const DELAY_MS = 5_000;

type Pick = { eventId: string; marketId: number; specifiers: string; outcomeId: string; odds: number };

/** The live events list, read again every few seconds (a player's list page refreshes by push). */
function liveList(app: FastifyInstance) {
  let at = 0;
  let ids: string[] = [];
  return async () => {
    if (Date.now() - at > 5_000) {
      const res = await call(app, 'sportsbook/events?live=true&take=200');
      ids = (res.json().data.items as SportsEvent[]).filter((e) => e.status === 'live').map((e) => e.id);
      at = Date.now();
    }
    return ids;
  };
}

/** One active outcome of an active market of a random live event, as its page shows it now. */
async function livePick(app: FastifyInstance, ids: string[], rnd: () => number): Promise<Pick | null> {
  if (!ids.length) return null;
  const id = ids[Math.floor(rnd() * ids.length)]!;
  const res = await call(app, `sportsbook/events/${encodeURIComponent(id)}`);
  if (res.statusCode !== 200) return null;
  const choices = (res.json().data as SportsEvent).markets
    .filter((m) => m.status === 'active')
    .flatMap((m) =>
      m.outcomes
        .filter((o) => o.active)
        .map((o) => ({
          eventId: id,
          marketId: m.id,
          specifiers: m.specifiers,
          outcomeId: o.id,
          odds: o.odds,
        })),
    );
  return choices.length ? choices[Math.floor(rnd() * choices.length)]! : null;
}

export async function runLiveAcceptanceBench(opts: {
  seconds: number;
  /** FEED_SIM_SPEED; the simulator's default when absent. */
  speed?: number;
  /** FEED_SIM_SEED and the picks' seed: one seed is one set of matches, so runs differ by seed. */
  seed?: number;
}): Promise<LiveAcceptanceResult> {
  const db = await createDb({ kind: 'pglite', dir: null });
  await migrateToLatest(db);
  const speedEnv = opts.speed === undefined ? {} : { FEED_SIM_SPEED: String(opts.speed) };
  const seedEnv = opts.seed === undefined ? {} : { FEED_SIM_SEED: String(opts.seed) };
  const base = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ...speedEnv, ...seedEnv });
  const speed = base.sportsbook.simSpeed;
  const config = { ...base, sportsbook: { ...base.sportsbook, simulator: true } };
  const app = await buildApp({ config, db, logger: false });
  await app.ready();
  try {
    const players = new Map<OddsChangePolicy, string>();
    for (const policy of ODDS_CHANGE_POLICIES) {
      const who = await signUp(app);
      await fund(db, await customerIdOf(db, who.username as string), 10_000_000n);
      players.set(policy, who.token);
    }
    const rows = new Map(
      ODDS_CHANGE_POLICIES.map((p) => [
        p,
        {
          policy: p,
          placed: 0,
          accepted: 0,
          rate: 0,
          refused: {},
          atPlacement: {},
          suspendedBySport: {},
          placedBySport: {},
          suspendedByMarket: {},
        },
      ]),
    ) as Map<OddsChangePolicy, PolicyRow>;
    const bets: { id: string; policy: OddsChangePolicy; odds: number }[] = [];
    let seed = opts.seed ?? 20261206;
    const rnd = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    const list = liveList(app);
    const end = Date.now() + opts.seconds * 1000;
    while (Date.now() < end) {
      const step = Date.now() + STEP_MS;
      const pick = await livePick(app, await list(), rnd);
      if (pick) {
        const { odds, ...selection } = pick;
        await Promise.all(
          ODDS_CHANGE_POLICIES.map(async (policy) => {
            const body = {
              requestId: crypto.randomUUID(),
              kind: 'single',
              stake: 1,
              oddsChange: policy,
              selections: [{ ...selection, odds }],
            };
            const res = await call(app, 'sportsbook/bets', body, { token: players.get(policy)! });
            const row = rows.get(policy)!;
            if (res.statusCode === 200) bets.push({ id: res.json().data.id, policy, odds });
            else row.atPlacement[res.json().code] = (row.atPlacement[res.json().code] ?? 0) + 1;
          }),
        );
      }
      await new Promise((r) => setTimeout(r, Math.max(0, step - Date.now())));
    }
    await new Promise((r) => setTimeout(r, DELAY_MS + 2_000));
    const moves = await countDecisions(db, bets, rows);
    return { seconds: opts.seconds, speed, rows: [...rows.values()], moves, checked: await check(db) };
  } finally {
    await app.close();
    await db.destroy();
  }
}

type Db = Awaited<ReturnType<typeof createDb>>;

/** Reads every bet's decision; throws on one still pending or booked at a price its policy forbids. */
async function countDecisions(
  db: Db,
  bets: { id: string; policy: OddsChangePolicy; odds: number }[],
  rows: Map<OddsChangePolicy, PolicyRow>,
): Promise<Moves> {
  const moves: Moves = { seen: 0, moved: 0, belowHundredth: 0, movedByMarket: {} };
  const byMarket = new Map<string, [number, number]>();
  for (const bet of bets) {
    const row = rows.get(bet.policy)!;
    const b = await db
      .selectFrom('sb_bet')
      .innerJoin('sb_bet_leg', 'sb_bet_leg.bet_id', 'sb_bet.id')
      .select(['status', 'refusal', 'odds_milli', 'sport', 'market_id'])
      .where('id', '=', bet.id)
      .executeTakeFirstOrThrow();
    row.placed++;
    row.placedBySport[b.sport] = (row.placedBySport[b.sport] ?? 0) + 1;
    if (b.status === 'pending') throw new Error(`live bet ${bet.id} still pending after its delay`);
    if (b.status === 'refused') {
      row.refused[b.refusal!] = (row.refused[b.refusal!] ?? 0) + 1;
      if (b.refusal === 'MARKET_SUSPENDED') {
        const market = `${b.sport} ${b.market_id}`;
        row.suspendedBySport[b.sport] = (row.suspendedBySport[b.sport] ?? 0) + 1;
        row.suspendedByMarket[market] = (row.suspendedByMarket[market] ?? 0) + 1;
      }
      continue;
    }
    row.accepted++;
    const asked = Math.round(bet.odds * 1000);
    if (bet.policy === 'any') {
      moves.seen++;
      if (b.odds_milli !== asked) moves.moved++;
      const market = byMarket.get(`${b.sport} ${b.market_id}`) ?? [0, 0];
      byMarket.set(`${b.sport} ${b.market_id}`, [
        market[0] + (b.odds_milli !== asked ? 1 : 0),
        market[1] + 1,
      ]);
      if (b.odds_milli !== asked && Math.floor(b.odds_milli / 10) === Math.floor(asked / 10))
        moves.belowHundredth++;
    }
    const forbidden =
      (bet.policy === 'none' && b.odds_milli !== asked) || (bet.policy === 'higher' && b.odds_milli < asked);
    if (forbidden) throw new Error(`bet ${bet.id} (${bet.policy}) booked at ${b.odds_milli} for ${asked}`);
  }
  for (const row of rows.values()) row.rate = row.placed ? row.accepted / row.placed : 0;
  const sorted = [...byMarket].sort((a, b) => b[1][0] - a[1][0] || a[0].localeCompare(b[0]));
  for (const [key, [moved, seen]] of sorted) moves.movedByMarket[key] = `${moved}/${seen}`;
  return moves;
}

async function check(db: Db): Promise<string> {
  const problems = await ledgerViolations(db);
  const { rows } = await sql<{ held: string; stakes: string }>`select
    (select coalesce(sum(e.amount), 0) from ledger_entry e join ledger_account a on a.id = e.account_id
      where a.key = ${systemAccountKey('sportsbook', 'open-bets')})::text as held,
    (select coalesce(sum(total_stake), 0) from sb_bet where status in ('pending', 'open'))::text as stakes`.execute(
    db,
  );
  const held = BigInt(rows[0]!.held) < 0n ? -BigInt(rows[0]!.held) : BigInt(rows[0]!.held);
  if (held !== BigInt(rows[0]!.stakes))
    problems.push(`open-bets holds ${held}, open stakes ${rows[0]!.stakes}`);
  if (problems.length) throw new Error(`live acceptance bench: unsound:\n  ${problems.join('\n  ')}`);
  return 'ledger sound; open-bets = the stakes of open bets (S1); no bet booked at a price its policy forbids';
}

if (import.meta.main) {
  const speed = process.argv[3] === undefined ? undefined : Number(process.argv[3]);
  const seed = process.argv[4] === undefined ? undefined : Number(process.argv[4]);
  const r = await runLiveAcceptanceBench({ seconds: Number(process.argv[2] ?? 30), speed, seed });
  console.log(JSON.stringify(r, null, 2));
}
