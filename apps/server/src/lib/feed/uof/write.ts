import type { FeedBodies, FeedEnvelope, FeedMarket, SportEventStatus } from '../envelope.ts';
import { clockFamily, periodCode, toUofClock } from './clock.ts';
import type { UofMessage } from './types.ts';
import { type Attrs, XML_DECLARATION, element } from './xml.ts';

/** Decimal odds from thousandths: 1850 -> "1.85" (UOF sends odds as xs:double). */
const odds = (milli: number) => String(milli / 1000);
const spec = (s: string) => (s === '' ? undefined : s);

function statusXml(s: SportEventStatus): string {
  const { matchStatus, clock } = toUofClock(s.clock, s.status);
  const family = clockFamily(s.clock);
  const children: string[] = [];
  if (clock) children.push(element('clock', Object.entries(clock)));
  if (s.periods.length) {
    const periods = s.periods.map(([home, away], i) =>
      element('period_score', [
        ['home_score', home],
        ['away_score', away],
        ['match_status_code', periodCode(family, i + 1)],
        ['number', i + 1],
      ]),
    );
    children.push(element('period_scores', [], periods));
  }
  const st = s.statistics;
  if (st) {
    const pair = (name: string, v?: [number, number]) =>
      v
        ? [
            element(name, [
              ['home', v[0]],
              ['away', v[1]],
            ]),
          ]
        : [];
    // The XSD's order: yellow_cards, red_cards, yellow_red_cards, corners.
    const stats = [
      ...pair('yellow_cards', st.yellowCards),
      ...pair('red_cards', st.redCards),
      ...pair('corners', st.corners),
    ];
    children.push(element('statistics', [], stats));
  }
  const attrs: Attrs = [
    ['status', s.status],
    ['match_status', matchStatus],
    ['home_score', s.home],
    ['away_score', s.away],
  ];
  return element('sport_event_status', attrs, children);
}

function marketXml(m: FeedMarket): string {
  const outcomes = (m.outcomes ?? []).map((o) =>
    element('outcome', [
      ['id', o.id],
      ['odds', odds(o.oddsMilli)],
      ['probabilities', o.probability],
      ['active', o.active ? 1 : 0],
    ]),
  );
  return element(
    'market',
    [
      ['id', m.id],
      ['specifiers', spec(m.specifiers)],
      ['status', m.status],
    ],
    outcomes,
  );
}

type Line = { id: number; specifiers: string; voidReason?: number };
const lineXml = (m: Line, children: string[] = []) =>
  element(
    'market',
    [
      ['id', m.id],
      ['specifiers', spec(m.specifiers)],
      ['void_reason', m.voidReason],
    ],
    children,
  );

function settlementXml(b: FeedBodies['bet_settlement']): string[] {
  const markets = b.markets.map((m) =>
    lineXml(
      m,
      m.outcomes.map((o) =>
        element('outcome', [
          ['id', o.id],
          ['result', o.result],
          ['void_factor', o.voidFactor],
          ['dead_heat_factor', o.deadHeatFactor],
        ]),
      ),
    ),
  );
  return [element('outcomes', [], markets)];
}

/** The message's own attributes (after product, event_id, timestamp, request_id) and children. */
function parts(m: FeedEnvelope | UofMessage): [Attrs, string[]] {
  switch (m.type) {
    case 'odds_change': {
      const children = m.body.eventStatus ? [statusXml(m.body.eventStatus)] : [];
      children.push(element('odds', [], m.body.markets.map(marketXml)));
      return [[['odds_change_reason', m.body.oddsChangeReason]], children];
    }
    case 'bet_stop':
      return [
        [
          ['groups', m.body.groups],
          ['market_status', m.body.marketStatus],
        ],
        [],
      ];
    case 'bet_settlement':
      return [[['certainty', m.body.certainty]], settlementXml(m.body)];
    case 'rollback_bet_settlement':
      return [[], m.body.markets.map((x) => lineXml(x))];
    case 'bet_cancel':
    case 'rollback_bet_cancel':
      return [
        [
          ['start_time', m.body.startTime],
          ['end_time', m.body.endTime],
        ],
        m.body.markets.map((x) => lineXml(x)),
      ];
    case 'fixture_change': {
      const b = m.body;
      const start = 'fixture' in b ? Date.parse(b.fixture.startTime) : b.startTime;
      const next = 'nextLiveTime' in b ? b.nextLiveTime : undefined;
      return [
        [
          ['change_type', b.changeType],
          ['start_time', start],
          ['next_live_time', next],
        ],
        [],
      ];
    }
    case 'alive':
      return [[['subscribed', m.body.subscribed ? 1 : 0]], []];
    case 'snapshot_complete':
      return [[], []];
  }
}

/**
 * An envelope as the UOF AMQP message body Sportradar would publish for it. System messages
 * (`alive`, `snapshot_complete`) carry no event_id, as in the XSD.
 */
export function toUof(m: FeedEnvelope | UofMessage): string {
  const system = m.type === 'alive' || m.type === 'snapshot_complete';
  const [own, children] = parts(m);
  const attrs: Attrs = [
    ['product', m.producer],
    ['event_id', system ? undefined : m.eventUrn],
    ['timestamp', m.ts],
    ['request_id', m.type === 'alive' ? undefined : m.requestId],
    ...own,
  ];
  return XML_DECLARATION + element(m.type, attrs, children);
}
