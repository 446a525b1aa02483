import type { Sport } from '@lalebet/shared';
import type { FeedBodies, FixtureBody } from '../../lib/feed/envelope.ts';
import { mulberry32 } from '../../lib/seeded-random.ts';
import { basketball } from './basketball.ts';
import { volleyball } from './court.ts';
import { tennis } from './duel.ts';
import { esports } from './esports.ts';
import { LEAGUES, type League, OUTRIGHTS } from './leagues.ts';
import type { Rng, SportModel } from './model.ts';
import type { LineSpec } from './settle.ts';
import { soccer } from './soccer.ts';
import { type Player, SQUAD_SIZE, squad } from './squads.ts';

export const MODELS: Record<Sport, SportModel<unknown>> = {
  soccer,
  basketball,
  tennis,
  volleyball,
  cs2: esports,
  dota2: esports,
  lol: esports,
} as Record<Sport, SportModel<unknown>>;

/** One line's results as a bet_settlement carries them. */
export type SettledMarket = FeedBodies['bet_settlement']['markets'][number];

/** `players`: the named players of the sports with player markets (squads.ts). */
export type Competitor = { urn: string; name: string; strength: number; players: Player[] };

export type SimEvent = {
  n: number;
  urn: string;
  sport: Sport;
  league: League;
  kind: 'match' | 'outright';
  home: Competitor;
  away: Competitor;
  competitors: Competitor[];
  startTime: number;
  phase: 'scheduled' | 'live' | 'ended' | 'closed';
  state: unknown;
  /** The match's own random stream (play), and a second one for prices. */
  play: Rng;
  prices: Rng;
  /**
   * Every repricing replays the same random numbers (common random numbers): the same state
   * always gets the same prices, and a small change of state a small change of price, as a real
   * trader's model gives. A fresh draw per repricing made Monte Carlo noise (about ±4 points of
   * probability at 160 runs) move every price every 10 s with nothing happening in the match
   * (docs/decisions/060-live-bets-decided-per-outcome.md).
   */
  priceSeed: number;
  /** Where the event's margin sits in its band, drawn once: a real book's margin does not flicker. */
  marginShare: number;
  /** Every line ever offered, by `id|specifiers`. */
  offered: Map<string, LineSpec>;
  /**
   * The settlement that stands on each settled line (automatic or by the control API), by
   * `id|specifiers`; a rollback removes it. A confirmation (certainty 2) is sent only for the
   * very settlement object still standing, so a rolled-back or replaced one is never confirmed.
   */
  standing: Map<string, SettledMarket>;
  /** A bet_stop is out; prices return at `reopenAt`. */
  reopenAt: number | null;
  /** Suspended by the control API until /resume. */
  held: boolean;
  lastOdds: number;
  closedAt: number;
};

export const lineKey = (l: { id: number; specifiers: string }) => `${l.id}|${l.specifiers}`;

/** Minimum live matches per sport at any time (docs/decisions/021-sportsbook-engine.md). */
export const MIN_LIVE: Record<Sport, number> = {
  soccer: 6,
  basketball: 2,
  tennis: 2,
  volleyball: 1,
  cs2: 1,
  dota2: 1,
  lol: 1,
};
/** Scheduled fixtures kept per sport over the next seven days. */
export const SCHEDULED: Record<Sport, number> = {
  soccer: 60,
  basketball: 20,
  tennis: 16,
  volleyball: 12,
  cs2: 12,
  dota2: 10,
  lol: 10,
};

/** The deterministic world: URN counters and competitor ids, all drawn from one seeded stream. */
export class World {
  readonly rng: Rng;
  readonly events = new Map<string, SimEvent>();
  private nextMatch: number;
  private readonly competitorIds = new Map<string, number>();

  readonly seed: number;

  /**
   * `firstMatch`: the first match number to use. A restarted simulator starts after the matches a
   * previous run announced, so a URN never names two different fixtures.
   */
  constructor(seed: number, firstMatch?: number) {
    this.seed = seed;
    this.rng = mulberry32(seed);
    const drawn = 60_000_000 + Math.floor(this.rng() * 1_000_000);
    this.nextMatch = firstMatch ?? drawn;
  }

  competitor(league: League, index: number): Competitor {
    const name = league.teams[index]!;
    const key = `${league.sport}:${name}`;
    let id = this.competitorIds.get(key);
    if (id === undefined) this.competitorIds.set(key, (id = 1_000 + this.competitorIds.size * 7));
    // Listed strongest first: strength 1 down to 0.
    const strength = 1 - index / Math.max(1, league.teams.length - 1);
    const players = squad(id, league.country, SQUAD_SIZE[league.sport] ?? 0);
    return { urn: `sr:competitor:${id}`, name, strength, players };
  }

  private base(n: number, urn: string, league: League, startTime: number) {
    return {
      n,
      urn,
      sport: league.sport,
      league,
      startTime,
      phase: 'scheduled' as const,
      play: mulberry32(this.seed ^ Math.imul(n, 0x9e3779b1)),
      prices: mulberry32(this.seed ^ Math.imul(n, 0x85ebca6b)),
      priceSeed: (this.seed ^ Math.imul(n, 0xc2b2ae35)) >>> 0,
      marginShare: mulberry32(this.seed ^ Math.imul(n, 0x27d4eb2f))(),
      offered: new Map(),
      standing: new Map(),
      reopenAt: null,
      held: false,
      lastOdds: 0,
      closedAt: 0,
    };
  }

  pickLeague(sport: Sport): League {
    const leagues = LEAGUES.filter((l) => l.sport === sport);
    let r = this.rng() * leagues.reduce((s, l) => s + l.weight, 0);
    for (const league of leagues) if ((r -= league.weight) < 0) return league;
    return leagues[0]!;
  }

  match(league: League, startTime: number): SimEvent {
    const i = Math.floor(this.rng() * league.teams.length);
    const j = (i + 1 + Math.floor(this.rng() * (league.teams.length - 1))) % league.teams.length;
    const home = this.competitor(league, i);
    const away = this.competitor(league, j);
    const n = this.nextMatch++;
    const event: SimEvent = {
      ...this.base(n, `sr:match:${n}`, league, startTime),
      kind: 'match',
      home,
      away,
      competitors: [home, away],
      state: null,
    };
    event.state = MODELS[league.sport].init(
      event.play,
      (home.strength - away.strength) * 0.8,
      league.variant ?? league.sport,
      [home.players.map((p) => p.urn), away.players.map((p) => p.urn)],
    );
    this.events.set(event.urn, event);
    return event;
  }

  outrights(startTime: number): SimEvent[] {
    return OUTRIGHTS.map((o) => {
      const league = LEAGUES.find((l) => l.key === o.league)!;
      const competitors = league.teams.map((_, i) => this.competitor(league, i));
      const none = { urn: '', name: '', strength: 0, players: [] };
      const event: SimEvent = {
        ...this.base(o.id, `sr:simple_tournament:${o.id}`, league, startTime),
        kind: 'outright',
        home: { ...none, name: o.name.tr },
        away: none,
        competitors,
        state: { deadHeat: o.deadHeat, name: o.name },
      };
      this.events.set(event.urn, event);
      return event;
    });
  }
}

/** What an outright keeps beyond its competitors (leagues.ts OUTRIGHTS). */
type OutrightState = { deadHeat: boolean; name: { tr: string; en: string } };

export function fixtureOf(e: SimEvent): FixtureBody {
  const fixture: FixtureBody = {
    sport: e.sport,
    tournament: { urn: `sr:tournament:${e.league.id}`, name: e.league.name, country: e.league.country },
    home: { urn: e.home.urn, name: e.home.name },
    away: { urn: e.away.urn, name: e.away.name },
    startTime: new Date(e.startTime).toISOString(),
    kind: e.kind,
    liveCoverage: e.kind === 'match',
  };
  // A match's players travel as its competitors, so the engine can name goalscorer outcomes.
  const players = [...e.home.players, ...e.away.players];
  if (e.kind === 'match' && players.length)
    fixture.competitors = players.map(({ urn, name }) => ({ urn, name }));
  if (e.kind === 'outright') {
    fixture.competitors = e.competitors.map(({ urn, name }) => ({ urn, name }));
    fixture.name = { ...(e.state as OutrightState).name };
  }
  return fixture;
}
