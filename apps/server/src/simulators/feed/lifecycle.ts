import {
  EVENT_STATUS_CODES,
  type FeedBodies,
  type FeedMarket,
  MARKET_STATUS,
  type ProducerId,
  type SportEventStatus,
} from '../../lib/feed/envelope.ts';
import { mulberry32 } from '../../lib/seeded-random.ts';
import type { FeedOut } from './feed-out.ts';
import { line } from './model.ts';
import { priceLine } from './pricing.ts';
import { type LineSpec, settleLine, settleOutright } from './settle.ts';
import { MODELS, type SettledMarket, type SimEvent, fixtureOf, lineKey } from './world.ts';

/** Seconds between the scout's settlement (certainty 1) and the confirmed one (certainty 2). */
export const CONFIRM_DELAY_MS = 5_000;

/** Something due later for one event (a confirmation, the close after it). */
type Task = { at: number; urn: string; run: () => void };

/**
 * What happens to one event over its life, as UOF messages: fixture, pre-match prices (producer
 * 3), handover to live (producer 1), bet stops, settlements in two certainties, the control API's
 * corrections. The tick loop (engine.ts) decides when.
 */
export class Lifecycle {
  readonly tasks: Task[] = [];

  readonly out: FeedOut;

  constructor(out: FeedOut) {
    this.out = out;
  }

  producerOf(e: SimEvent): ProducerId {
    return e.kind === 'match' && e.phase !== 'scheduled' ? 1 : 3;
  }

  status(e: SimEvent): SportEventStatus {
    const code = { scheduled: 'not_started', live: 'live', ended: 'ended', closed: 'closed' }[e.phase];
    const status = EVENT_STATUS_CODES.indexOf(code as (typeof EVENT_STATUS_CODES)[number]);
    if (e.kind === 'outright' || e.phase === 'scheduled')
      return { status, home: 0, away: 0, clock: '', periods: [] };
    return { status, ...MODELS[e.sport].view(e.state) };
  }

  /** Margins: about 5-7% before the start, 8-10% in play. */
  private margin(e: SimEvent): number {
    return (e.phase === 'live' ? 0.082 : 0.052) + e.marginShare * 0.016;
  }

  lines(e: SimEvent): LineSpec[] {
    if (e.kind === 'outright' || e.phase === 'ended' || e.phase === 'closed') return [...e.offered.values()];
    return MODELS[e.sport].lines(e.state);
  }

  price(e: SimEvent): FeedMarket[] {
    const margin = this.margin(e);
    let markets: FeedMarket[];
    if (e.kind === 'outright') {
      const weights = e.competitors.map((c) => Math.exp(3 * c.strength));
      const sum = weights.reduce((s, w) => s + w, 0);
      const outright = line(
        534,
        e.competitors.map((c) => c.urn),
      );
      markets = [
        priceLine(
          outright,
          weights.map((w) => w / sum),
          margin,
        ),
      ];
      e.offered.set(lineKey(outright), outright);
    } else {
      markets = MODELS[e.sport].price(e.state, mulberry32(e.priceSeed), margin);
      for (const l of MODELS[e.sport].lines(e.state)) e.offered.set(lineKey(l), l);
    }
    markets = markets.filter((m) => !e.standing.has(lineKey(m)));
    if (e.held)
      markets = markets.map((m) =>
        m.status === MARKET_STATUS.active ? { ...m, status: MARKET_STATUS.suspended } : m,
      );
    return markets;
  }

  sendOdds(e: SimEvent, now: number) {
    e.lastOdds = now;
    this.out.emit(this.producerOf(e), 'odds_change', e.urn, now, {
      eventStatus: this.status(e),
      markets: this.price(e),
    });
  }

  announce(e: SimEvent, now: number) {
    this.out.emit(3, 'fixture_change', e.urn, now, { changeType: 1, fixture: fixtureOf(e) });
    this.sendOdds(e, now);
  }

  /** Handover (UOF): producer 3's last odds_change marks its markets handed over; 1 takes over. */
  goLive(e: SimEvent, now: number) {
    if (e.phase !== 'scheduled' || e.kind !== 'match') return;
    if (e.startTime > now) {
      e.startTime = now;
      this.out.emit(3, 'fixture_change', e.urn, now, { changeType: 2, fixture: fixtureOf(e) });
    }
    const markets = this.out.current(3, e.urn).map(({ id, specifiers }) => ({
      id,
      specifiers,
      status: MARKET_STATUS.handed_over,
    }));
    this.out.emit(3, 'odds_change', e.urn, now, { markets });
    e.phase = 'live';
    e.reopenAt = null;
    this.sendOdds(e, now);
  }

  betStop(e: SimEvent, now: number) {
    this.out.emit(this.producerOf(e), 'bet_stop', e.urn, now, {
      groups: 'all',
      marketStatus: MARKET_STATUS.suspended,
    });
  }

  /**
   * Certainty 1 now, the same results as certainty 2 a few seconds later for the lines where this
   * settlement still stands: a rollback or a newer settlement of a line in between cancels its
   * confirmation (a late certainty 2 of an old result would re-settle the bets and swing balances).
   */
  settle(e: SimEvent, now: number, markets: SettledMarket[]) {
    if (!markets.length) return;
    const producer = this.producerOf(e);
    for (const m of markets) e.standing.set(lineKey(m), m);
    this.out.emit(producer, 'bet_settlement', e.urn, now, { certainty: 1, markets });
    const at = now + CONFIRM_DELAY_MS;
    this.tasks.push({
      at,
      urn: e.urn,
      run: () => {
        const still = markets.filter((m) => e.standing.get(lineKey(m)) === m);
        if (still.length)
          this.out.emit(producer, 'bet_settlement', e.urn, at, { certainty: 2, markets: still });
      },
    });
  }

  /** Rolls back every settlement that stands on the event, automatic or by hand; none: nothing sent. */
  rollback(e: SimEvent, now: number) {
    const markets = [...e.standing.values()].map(({ id, specifiers }) => ({ id, specifiers }));
    e.standing.clear();
    if (markets.length) this.out.emit(this.producerOf(e), 'rollback_bet_settlement', e.urn, now, { markets });
  }

  /** Mid-match: lines the play has decided (a half, a set, a map, the n-th goal). */
  settleDecided(e: SimEvent, now: number) {
    const model = MODELS[e.sport];
    const due = model
      .decided(e.state)
      .filter((l) => e.offered.has(lineKey(l)) && !e.standing.has(lineKey(l)));
    const result = model.result(e.state);
    this.settle(
      e,
      now,
      due.map((l) => settleLine(l, result)),
    );
  }

  /** The final whistle: every open line settles; the event closes after the confirmation. */
  end(e: SimEvent, now: number) {
    const producer = this.producerOf(e);
    e.phase = 'ended';
    const open = [...e.offered.values()].filter((l) => !e.standing.has(lineKey(l)));
    const statusOnly = open.map(({ id, specifiers }) => ({
      id,
      specifiers,
      status: MARKET_STATUS.suspended,
    }));
    this.out.emit(producer, 'odds_change', e.urn, now, { eventStatus: this.status(e), markets: statusOnly });
    if (e.kind === 'outright') {
      const scored = e.competitors.map((c) => ({ urn: c.urn, score: c.strength + e.play() * 0.6 }));
      const ranked = scored.sort((a, b) => b.score - a.score);
      // The e-sports outright shares its title (a final not played): a dead heat of two.
      const winners = ranked.slice(0, (e.state as { deadHeat: boolean }).deadHeat ? 2 : 1).map((c) => c.urn);
      this.settle(
        e,
        now,
        open.map((l) => ({ ...l, outcomes: settleOutright(l.outcomes, winners) })).map(strip),
      );
    } else {
      const result = MODELS[e.sport].result(e.state);
      this.settle(
        e,
        now,
        open.map((l) => settleLine(l, result)),
      );
    }
    this.tasks.push({
      at: now + CONFIRM_DELAY_MS + 1,
      urn: e.urn,
      run: () => {
        e.phase = 'closed';
        e.closedAt = now + CONFIRM_DELAY_MS;
      },
    });
  }

  /** Runs what is due, except the tasks of events that stand still (Engine.frozen): they wait. */
  runDue(now: number, held: (urn: string) => boolean = () => false) {
    const isDue = (t: Task) => t.at <= now && !held(t.urn);
    const due = this.tasks.filter(isDue);
    if (!due.length) return;
    const rest = this.tasks.filter((t) => !isDue(t));
    this.tasks.length = 0;
    this.tasks.push(...rest);
    for (const task of due.sort((a, b) => a.at - b.at)) task.run();
  }
}

const strip = ({
  id,
  specifiers,
  outcomes,
}: {
  id: number;
  specifiers: string;
  outcomes: FeedBodies['bet_settlement']['markets'][number]['outcomes'];
}) => ({
  id,
  specifiers,
  outcomes,
});
