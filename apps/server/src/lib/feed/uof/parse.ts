import {
  type FeedBodies,
  type FeedMarket,
  type FeedMessageType,
  type SportEventStatus,
  canonicalSpecifiers,
} from '../envelope.ts';
import { fromUofClock } from './clock.ts';
import { UOF_SCHEMAS, type UofRaw } from './schema.ts';
import type { UofMessage, UofParseResult } from './types.ts';
import { type XmlElement, XmlError, parseXml } from './xml.ts';

/** An element as the schemas read it: attributes as strings, children as arrays by name. */
function toObject(el: XmlElement): Record<string, unknown> {
  const out: Record<string, unknown> = { ...el.attrs };
  for (const child of el.children) {
    const list = (out[child.name] ??= []);
    if (!Array.isArray(list)) throw new XmlError(`<${child.name}> is also an attribute of <${el.name}>`);
    list.push(toObject(child));
  }
  return out;
}

const isType = (name: string): name is FeedMessageType => Object.hasOwn(UOF_SCHEMAS, name);
const spec = (specifiers?: string) => (specifiers ? canonicalSpecifiers(specifiers) : '');
const pair = (s?: { home: number; away: number }): [number, number] | undefined => s && [s.home, s.away];

function eventStatus(raw: NonNullable<UofRaw['odds_change']['sport_event_status']>): SportEventStatus {
  const out: SportEventStatus = {
    status: raw.status,
    home: raw.home_score ?? 0,
    away: raw.away_score ?? 0,
    clock: fromUofClock({ matchStatus: raw.match_status, clock: raw.clock }),
    periods: [...(raw.period_scores?.period_score ?? [])]
      .sort((a, b) => a.number - b.number)
      .map((p): [number, number] => [p.home_score, p.away_score]),
  };
  const stats = raw.statistics;
  if (stats) {
    const corners = pair(stats.corners);
    const yellowCards = pair(stats.yellow_cards);
    const redCards = pair(stats.red_cards);
    out.statistics = {
      ...(corners && { corners }),
      ...(yellowCards && { yellowCards }),
      ...(redCards && { redCards }),
    };
  }
  return out;
}

function oddsMarket(m: NonNullable<UofRaw['odds_change']['odds']>['market'][number]): FeedMarket {
  const market: FeedMarket = { id: m.id, specifiers: spec(m.specifiers), status: m.status ?? 1 };
  if (m.outcome?.length) {
    market.outcomes = m.outcome.map((o) => {
      const active = o.active !== 0;
      if (active && o.odds === undefined) throw new XmlError(`outcome ${o.id} of market ${m.id} is active without odds`);
      const out: NonNullable<FeedMarket['outcomes']>[number] = {
        id: o.id,
        oddsMilli: Math.round((o.odds ?? 0) * 1000),
        active,
      };
      if (o.probabilities !== undefined) out.probability = o.probabilities;
      return out;
    });
  }
  return market;
}

const voidReason = (m: { void_reason?: number }) => (m.void_reason !== undefined ? { voidReason: m.void_reason } : {});
const times = (m: { start_time?: number; end_time?: number }) => ({
  ...(m.start_time !== undefined && { startTime: m.start_time }),
  ...(m.end_time !== undefined && { endTime: m.end_time }),
});

type Bodies = FeedBodies & { fixture_change: UofMessage<'fixture_change'>['body'] };

/** Each message's typed attributes as the envelope's body. */
const BODIES: { [K in FeedMessageType]: (raw: UofRaw[K]) => Bodies[K] } = {
  odds_change: (r) => ({
    ...(r.sport_event_status && { eventStatus: eventStatus(r.sport_event_status) }),
    markets: (r.odds?.market ?? []).map(oddsMarket),
    ...(r.odds_change_reason !== undefined && { oddsChangeReason: r.odds_change_reason }),
  }),
  bet_stop: (r) => ({ groups: r.groups, ...(r.market_status !== undefined && { marketStatus: r.market_status }) }),
  bet_settlement: (r) => ({
    certainty: r.certainty,
    markets: r.outcomes.market.map((m) => ({
      id: m.id,
      specifiers: spec(m.specifiers),
      ...voidReason(m),
      outcomes: m.outcome.map((o) => ({
        id: o.id,
        result: o.result,
        ...(o.void_factor !== undefined && { voidFactor: o.void_factor }),
        ...(o.dead_heat_factor !== undefined && { deadHeatFactor: o.dead_heat_factor }),
      })),
    })),
  }),
  rollback_bet_settlement: (r) => ({ markets: r.market.map((m) => ({ id: m.id, specifiers: spec(m.specifiers) })) }),
  bet_cancel: (r) => ({
    ...times(r),
    markets: r.market.map((m) => ({ id: m.id, specifiers: spec(m.specifiers), ...voidReason(m) })),
  }),
  rollback_bet_cancel: (r) => ({
    ...times(r),
    markets: r.market.map((m) => ({ id: m.id, specifiers: spec(m.specifiers) })),
  }),
  fixture_change: (r) => ({
    ...(r.change_type !== undefined && { changeType: r.change_type }),
    startTime: r.start_time,
    ...(r.next_live_time !== undefined && { nextLiveTime: r.next_live_time }),
  }),
  alive: (r) => ({ subscribed: r.subscribed === 1 }),
  snapshot_complete: () => ({}),
};

function convert<K extends FeedMessageType>(type: K, root: XmlElement): UofParseResult {
  const checked = UOF_SCHEMAS[type].safeParse(toObject(root));
  if (!checked.success) {
    const issue = checked.error.issues[0]!;
    const where = issue.path.length ? issue.path.join('.') : type;
    return { ok: false, error: `${type}: ${where}: ${issue.message}` };
  }
  const raw = checked.data as UofRaw[K] & { product: 1 | 3; event_id?: string; timestamp: number; request_id?: number };
  const message = {
    producer: raw.product,
    type,
    eventUrn: raw.event_id ?? '',
    ts: raw.timestamp,
    ...(raw.request_id !== undefined && { requestId: raw.request_id }),
    body: BODIES[type](raw),
  } as UofMessage;
  return { ok: true, message };
}

/**
 * One UOF AMQP message body (XML) as our envelope. Never throws: a malformed or unexpected
 * message comes back as `{ ok: false, error }` for the consumer to log and drop.
 */
export function parseUof(xml: string): UofParseResult {
  try {
    const root = parseXml(xml);
    if (!isType(root.name)) return { ok: false, error: `unknown message <${root.name}>` };
    return convert(root.name, root);
  } catch (err) {
    return { ok: false, error: err instanceof XmlError ? err.message : `unreadable message: ${String(err)}` };
  }
}
