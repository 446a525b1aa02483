import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type FeedEnvelope, canonicalSpecifiers } from '../envelope.ts';
import { parseUof } from './parse.ts';
import { toUof } from './write.ts';
import { element, parseXml } from './xml.ts';

const producer = fc.constantFrom(1 as const, 3 as const);
const ts = fc.integer({ min: 0, max: 4_102_444_800_000 });
const urn = fc.oneof(
  fc.nat().map((n) => `sr:match:${n}`),
  fc.nat().map((n) => `sr:simple_tournament:${n}`),
);
const specifiers = fc
  .dictionary(
    fc.constantFrom('total', 'hcp', 'setnr', 'goalnr', 'variant'),
    fc.stringMatching(/^[A-Za-z0-9.:+&<>"' -]{1,8}$/),
  )
  .map((d) => canonicalSpecifiers(d));
const outcomeId = fc.oneof(
  fc.constantFrom('1', '2', '12', '13', 'other'),
  fc.nat(99).map((n) => `sr:competitor:${n}`),
  fc.tuple(fc.nat(9), fc.nat(9)).map(([h, a]) => `${h}:${a}`),
);
const status = fc.constantFrom(1 as const, -1 as const, 0 as const, -2 as const, -3 as const, -4 as const);
const line = fc.record({ id: fc.nat(2000), specifiers });
const withVoid = fc.record(
  { id: fc.nat(2000), specifiers, voidReason: fc.nat(16) },
  { requiredKeys: ['id', 'specifiers'] },
);
const window = { startTime: ts, endTime: ts };
const pair = fc.tuple(fc.nat(200), fc.nat(200));
const clock = fc.oneof(
  fc.constant(''),
  fc.constant('HT'),
  fc.integer({ min: 1, max: 120 }).map((n) => `${n}'`),
  fc
    .tuple(fc.constantFrom('Q1', 'Q2', 'Q3', 'Q4', 'OT'), fc.nat(12), fc.nat(59))
    .map(([q, m, s]) => `${q} ${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}`),
  fc.integer({ min: 1, max: 7 }).map((n) => `${n}. set`),
  fc.integer({ min: 1, max: 7 }).map((n) => `Map ${n}`),
);
const eventStatus = fc.record(
  {
    status: fc.integer({ min: 0, max: 9 }),
    home: fc.nat(200),
    away: fc.nat(200),
    clock,
    periods: fc.array(pair, { maxLength: 6 }),
    statistics: fc.record({ corners: pair, yellowCards: pair, redCards: pair }, { requiredKeys: [] }),
  },
  { requiredKeys: ['status', 'home', 'away', 'clock', 'periods'] },
);
const outcomeOdds = fc.record(
  {
    id: outcomeId,
    oddsMilli: fc.integer({ min: 1001, max: 1_000_000 }),
    active: fc.boolean(),
    probability: fc.integer({ min: 0, max: 1_000_000 }).map((n) => n / 1_000_000),
  },
  { requiredKeys: ['id', 'oddsMilli', 'active'] },
);
const oddsMarket = fc.record(
  { id: fc.nat(2000), specifiers, status, outcomes: fc.array(outcomeOdds, { minLength: 1, maxLength: 5 }) },
  { requiredKeys: ['id', 'specifiers', 'status'] },
);
const result = fc.record(
  {
    id: outcomeId,
    result: fc.constantFrom(0 as const, 1 as const),
    voidFactor: fc.constantFrom(0.5, 1),
    deadHeatFactor: fc.constantFrom(0.5, 0.25, 1),
  },
  { requiredKeys: ['id', 'result'] },
);
const head = { producer, eventUrn: urn, ts, requestId: fc.nat() };
const headKeys = ['producer', 'type', 'eventUrn', 'ts', 'body'] as const;
const message = (type: FeedEnvelope['type'], body: fc.Arbitrary<unknown>, system = false) =>
  fc.record(
    { ...head, ...(system && { eventUrn: fc.constant('') }), type: fc.constant(type), body },
    { requiredKeys: [...headKeys] },
  );

/** Every message the envelope can express, except fixture_change (its fixture travels by REST). */
const envelope = fc.oneof(
  message(
    'odds_change',
    fc.record(
      { eventStatus, markets: fc.array(oddsMarket, { maxLength: 4 }), oddsChangeReason: fc.constant(1) },
      { requiredKeys: ['markets'] },
    ),
  ),
  message(
    'bet_stop',
    fc.record({ groups: fc.string({ minLength: 1 }), marketStatus: status }, { requiredKeys: ['groups'] }),
  ),
  message(
    'bet_settlement',
    fc.record({
      certainty: fc.constantFrom(1 as const, 2 as const),
      markets: fc.array(
        fc.record(
          {
            id: fc.nat(2000),
            specifiers,
            voidReason: fc.nat(16),
            outcomes: fc.array(result, { maxLength: 4 }),
          },
          { requiredKeys: ['id', 'specifiers', 'outcomes'] },
        ),
        { minLength: 1, maxLength: 3 },
      ),
    }),
  ),
  message('rollback_bet_settlement', fc.record({ markets: fc.array(line, { minLength: 1, maxLength: 3 }) })),
  message(
    'bet_cancel',
    fc.record(
      { ...window, markets: fc.array(withVoid, { minLength: 1, maxLength: 3 }) },
      { requiredKeys: ['markets'] },
    ),
  ),
  message(
    'rollback_bet_cancel',
    fc.record(
      { ...window, markets: fc.array(line, { minLength: 1, maxLength: 3 }) },
      { requiredKeys: ['markets'] },
    ),
  ),
  message('snapshot_complete', fc.constant({}), true).map((m) => ({ ...m, requestId: m.requestId ?? 1 })),
  message('alive', fc.record({ subscribed: fc.boolean() }), true).map(({ requestId: _, ...m }) => m),
) as fc.Arbitrary<FeedEnvelope>;

describe('UOF codec properties', () => {
  it('parseUof(toUof(m)) is m for every envelope message', () => {
    fc.assert(
      fc.property(envelope, (m) => {
        expect(parseUof(toUof(m))).toEqual({ ok: true, message: m });
      }),
      { numRuns: 500 },
    );
  });

  it('an attribute value survives escaping, whatever its characters', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (value) => {
        expect(parseXml(element('a', [['v', value]])).attrs.v).toBe(value);
      }),
    );
  });
});
