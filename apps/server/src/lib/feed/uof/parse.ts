import {
  type FeedBodies,
  type FeedMarket,
  type FeedMessageType,
  type MarketStatusCode,
  type SportEventStatus,
  canonicalSpecifiers,
} from '../envelope.ts';
import { fromUofClock } from './clock.ts';
import { UOF_SCHEMAS, type UofRaw } from './schema.ts';
import type { UofMessage, UofParseResult } from './types.ts';
import { type XmlElement, XmlError, parseXml } from './xml.ts';

/** An element as the schemas read it: attributes as strings, children as arrays by name. */
function toObject(el: XmlElement): Record<string, unknown> {
  const out: Record<string, unknown> = Object.assign({}, el.attrs);
  for (const child of el.children) {
    const list = Object.hasOwn(out, child.name) ? out[child.name] : (out[child.name] = []);
    if (!Array.isArray(list)) throw new XmlError(`<${child.name}> is also an attribute of <${el.name}>`);
    list.push(toObject(child));
  }
  return out;
}

const isType = (name: string): name is FeedMessageType => Object.hasOwn(UOF_SCHEMAS, name);
/** One `k=v` is canonical already (most lines); only several are sorted. */
const spec = (specifiers?: string) =>
  !specifiers
    ? ''
    : !specifiers.includes('|') && specifiers.indexOf('=') === specifiers.lastIndexOf('=')
      ? specifiers
      : canonicalSpecifiers(specifiers);
const num = Number;
const opt = (s?: string) => (s === undefined ? undefined : Number(s));
const pair = (s?: { home: string; away: string }[]): [number, number] | undefined =>
  s?.[0] && [num(s[0].home), num(s[0].away)];

type Raw<K extends FeedMessageType> = UofRaw[K];
type RawStatus = NonNullable<Raw<'odds_change'>['sport_event_status']>[number];

function eventStatus(raw: RawStatus): SportEventStatus {
  const out: SportEventStatus = {
    status: num(raw.status),
    home: raw.home_score === undefined ? 0 : num(raw.home_score),
    away: raw.away_score === undefined ? 0 : num(raw.away_score),
    clock: fromUofClock({ matchStatus: num(raw.match_status), clock: raw.clock?.[0] }),
    periods: [...(raw.period_scores?.[0]?.period_score ?? [])]
      .sort((a, b) => num(a.number) - num(b.number))
      .map((p): [number, number] => [num(p.home_score), num(p.away_score)]),
  };
  const stats = raw.statistics?.[0];
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

type RawOddsMarket = NonNullable<NonNullable<Raw<'odds_change'>['odds']>[number]['market']>[number];

function oddsMarket(m: RawOddsMarket): FeedMarket {
  const market: FeedMarket = {
    id: num(m.id),
    specifiers: spec(m.specifiers),
    status: (m.status === undefined ? 1 : num(m.status)) as MarketStatusCode,
  };
  if (m.outcome?.length) {
    market.outcomes = m.outcome.map((o) => {
      const active = o.active !== '0';
      if (active && o.odds === undefined)
        throw new XmlError(`outcome ${o.id} of market ${m.id} is active without odds`);
      const out: NonNullable<FeedMarket['outcomes']>[number] = {
        id: o.id,
        oddsMilli: Math.round(num(o.odds ?? 0) * 1000),
        active,
      };
      if (o.probabilities !== undefined) out.probability = num(o.probabilities);
      return out;
    });
  }
  return market;
}

const line = (m: { id: string; specifiers?: string }) => ({ id: num(m.id), specifiers: spec(m.specifiers) });
const voidReason = (m: { void_reason?: string }) =>
  m.void_reason !== undefined ? { voidReason: num(m.void_reason) } : {};
const times = (m: { start_time?: string; end_time?: string }) => ({
  ...(m.start_time !== undefined && { startTime: num(m.start_time) }),
  ...(m.end_time !== undefined && { endTime: num(m.end_time) }),
});

type Bodies = Omit<FeedBodies, 'fixture_change'> & { fixture_change: UofMessage<'fixture_change'>['body'] };

/** Each message's checked attributes as the envelope's body. */
const BODIES: { [K in FeedMessageType]: (raw: Raw<K>) => Bodies[K] } = {
  odds_change: (r) => ({
    ...(r.sport_event_status?.[0] && { eventStatus: eventStatus(r.sport_event_status[0]) }),
    markets: (r.odds?.[0]?.market ?? []).map(oddsMarket),
    ...(r.odds_change_reason !== undefined && { oddsChangeReason: num(r.odds_change_reason) }),
  }),
  bet_stop: (r) => ({
    groups: r.groups,
    ...(r.market_status !== undefined && { marketStatus: num(r.market_status) as MarketStatusCode }),
  }),
  bet_settlement: (r) => ({
    certainty: num(r.certainty) as 1 | 2,
    markets: r.outcomes[0]!.market.map((m) => ({
      ...line(m),
      ...voidReason(m),
      outcomes: (m.outcome ?? []).map((o) => ({
        id: o.id,
        result: num(o.result) as 0 | 1,
        ...(o.void_factor !== undefined && { voidFactor: num(o.void_factor) }),
        ...(o.dead_heat_factor !== undefined && { deadHeatFactor: num(o.dead_heat_factor) }),
      })),
    })),
  }),
  rollback_bet_settlement: (r) => ({ markets: r.market.map(line) }),
  bet_cancel: (r) => ({ ...times(r), markets: r.market.map((m) => ({ ...line(m), ...voidReason(m) })) }),
  rollback_bet_cancel: (r) => ({ ...times(r), markets: r.market.map(line) }),
  fixture_change: (r) => ({
    ...(r.change_type !== undefined && { changeType: num(r.change_type) as 1 | 2 | 3 | 4 | 5 }),
    startTime: num(r.start_time),
    ...(r.next_live_time !== undefined && { nextLiveTime: opt(r.next_live_time) }),
  }),
  alive: (r) => ({ subscribed: r.subscribed === '1' }),
  snapshot_complete: () => ({}),
};

function convert<K extends FeedMessageType>(type: K, root: XmlElement): UofParseResult {
  const checked = UOF_SCHEMAS[type].safeParse(toObject(root));
  if (!checked.success) {
    const issue = checked.error.issues[0]!;
    const where = issue.path.length ? issue.path.join('.') : type;
    return { ok: false, error: `${type}: ${where}: ${issue.message}` };
  }
  const raw = checked.data as Raw<K> & {
    product: string;
    event_id?: string;
    timestamp: string;
    request_id?: string;
  };
  const message = {
    producer: num(raw.product),
    type,
    eventUrn: raw.event_id ?? '',
    ts: num(raw.timestamp),
    ...(raw.request_id !== undefined && { requestId: num(raw.request_id) }),
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
