import { SPORTS, type Sport } from '@lalebet/shared';
import type { ProducerId } from '../../lib/feed/envelope.ts';
import type { Lifecycle } from './lifecycle.ts';
import type { Happening } from './model.ts';
import { MODELS, MIN_LIVE, SCHEDULED, type SimEvent, type World } from './world.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const ALIVE_MS = 10_000;
/** Live prices go out at least this often, clock and all, when nothing happened. */
const LIVE_ODDS_MS = 10_000;
/** Closed events stay known this long, then leave the world. */
const KEEP_CLOSED_MS = 60_000;
/** How far into a match the ones already running at start are, in match minutes. */
const RUNNING_SPAN: Record<Sport, number> = {
  soccer: 80,
  basketball: 30,
  tennis: 40,
  volleyball: 40,
  cs2: 40,
  dota2: 40,
  lol: 40,
};

/**
 * The moments that stop betting on a live event, per sport: those whose outcome is uncertain and
 * about to change the prices a lot (docs/decisions/096-cash-out-cost-and-live-bet-stops.md). A
 * football book stops for a goal, a dangerous moment (a shot, a penalty, a free kick near the box)
 * and a red card, not for a yellow card, a corner or half-time. Basketball, tennis, volleyball and
 * e-sports books keep their markets open through points, kills and the breaks between quarters,
 * sets and maps: a period's end settles its lines and reprices the rest at once, and the bet delay
 * with the player's odds-change policy covers the move.
 */
export const BET_STOPS: Record<Sport, ReadonlySet<Happening>> = {
  soccer: new Set(['goal', 'danger', 'red']),
  basketball: new Set(),
  tennis: new Set(),
  volleyball: new Set(),
  cs2: new Set(),
  dota2: new Set(),
  lol: new Set(),
};

/**
 * The one tick loop (not a timer per event): moves every live match by compressed time, sends
 * bet stops and reprices, settles, heartbeats, keeps enough matches live and enough scheduled.
 */
export class Engine {
  speed: number;
  /** Live prices go out at least this often (the replay API's `max_delay`). */
  maxQuietMs = LIVE_ODDS_MS;
  /** Events that stand still (the replay list while it is not playing): no play, no kick-off. */
  readonly frozen = new Set<string>();
  private readonly world: World;
  private readonly life: Lifecycle;
  private readonly now: () => number;
  private lastTick = 0;
  private readonly lastAlive: Record<ProducerId, number> = { 1: 0, 3: 0 };

  constructor(world: World, life: Lifecycle, now: () => number, speed: number) {
    this.world = world;
    this.life = life;
    this.now = now;
    this.speed = speed;
  }

  start() {
    const now = this.now();
    this.lastTick = now;
    for (const e of this.world.outrights(now + 7 * DAY_MS - 60_000)) this.life.announce(e, now);
    for (const sport of SPORTS) {
      for (let i = 0; i <= MIN_LIVE[sport]; i++) {
        const minutes = (0.1 + this.world.rng() * 0.9) * RUNNING_SPAN[sport];
        const e = this.world.match(this.world.pickLeague(sport), now - (minutes * 60_000) / this.speed);
        this.life.announce(e, now);
        MODELS[sport].advance(e.state, e.play, minutes);
        this.life.goLive(e, now);
      }
    }
    this.replenish(now);
    this.heartbeat(now);
  }

  tick() {
    const now = this.now();
    const dt = Math.max(0, now - this.lastTick);
    this.lastTick = now;
    this.life.runDue(now, (urn) => this.frozen.has(urn));
    for (const e of [...this.world.events.values()]) {
      if (this.frozen.has(e.urn)) continue;
      if (e.phase === 'scheduled' && e.kind === 'match' && e.startTime <= now) this.life.goLive(e, now);
      else if (e.phase === 'live') this.play(e, now, dt);
      else if (e.phase === 'closed' && now - e.closedAt > KEEP_CLOSED_MS) {
        this.world.events.delete(e.urn);
        this.life.out.forget(e.urn);
      }
    }
    this.feedLive(now);
    this.replenish(now);
    this.heartbeat(now);
  }

  /** Plays a live match forward by `dt` real ms. */
  private play(e: SimEvent, now: number, dt: number) {
    const model = MODELS[e.sport];
    const t = (e.state as { t: number }).t;
    const happenings = model.advance(e.state, e.play, t + (dt * this.speed) / 60_000);
    this.life.settleDecided(e, now);
    if (model.ended(e.state)) return this.life.end(e, now);
    if (happenings.some((h) => BET_STOPS[e.sport].has(h))) {
      if (e.reopenAt === null) this.life.betStop(e, now);
      // Prices return 2-8 s after the moment (docs/decisions/021-sportsbook-engine.md).
      e.reopenAt = Math.max(e.reopenAt ?? 0, now + 2_000 + e.play() * 6_000);
      return;
    }
    // A period ended and nothing stops betting: the break's prices go out at once (the lines the
    // period decided were settled above), unless a stop is still out.
    if (happenings.includes('period') && e.reopenAt === null) return this.life.sendOdds(e, now);
    if (e.reopenAt !== null) {
      if (now >= e.reopenAt) {
        e.reopenAt = null;
        this.life.sendOdds(e, now);
      }
      return;
    }
    if (now - e.lastOdds >= this.maxQuietMs) this.life.sendOdds(e, now);
  }

  /** Plays a match to its end now (the /finish control), then settles it. */
  finish(e: SimEvent) {
    const now = this.now();
    if (e.phase === 'scheduled' && e.kind === 'match') this.life.goLive(e, now);
    if (e.phase === 'ended' || e.phase === 'closed') return;
    if (e.kind === 'match') {
      MODELS[e.sport].advance(e.state, e.play, Number.POSITIVE_INFINITY);
      this.life.settleDecided(e, now);
    }
    this.life.end(e, now);
  }

  /** A random step in the strengths (the /reprice control). */
  nudge(e: SimEvent) {
    MODELS[e.sport].nudge(e.state, e.prices);
  }

  private feedLive(now: number) {
    for (const sport of SPORTS) {
      const events = [...this.world.events.values()].filter((e) => e.sport === sport && e.kind === 'match');
      let missing = MIN_LIVE[sport] - events.filter((e) => e.phase === 'live').length;
      const next = events.filter((e) => e.phase === 'scheduled').sort((a, b) => a.startTime - b.startTime);
      for (const e of next) {
        if (this.frozen.has(e.urn)) continue;
        if (missing-- <= 0) break;
        this.life.goLive(e, now);
      }
    }
  }

  private replenish(now: number) {
    for (const sport of SPORTS) {
      const scheduled = [...this.world.events.values()].filter(
        (e) => e.sport === sport && e.phase === 'scheduled',
      ).length;
      for (let i = scheduled; i < SCHEDULED[sport]; i++) {
        // Kick-offs on the quarter hour over the next seven days.
        const at = now + 20 * 60_000 + this.world.rng() * 7 * DAY_MS;
        const e = this.world.match(this.world.pickLeague(sport), Math.ceil(at / 900_000) * 900_000);
        this.life.announce(e, now);
      }
    }
  }

  heartbeat(now: number, force = false) {
    for (const producer of [1, 3] as const) {
      if (!force && now - this.lastAlive[producer] < ALIVE_MS) continue;
      this.lastAlive[producer] = now;
      this.life.out.emit(producer, 'alive', '', now, { subscribed: true });
    }
  }
}
