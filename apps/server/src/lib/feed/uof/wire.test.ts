import { afterEach, describe, expect, it } from 'vitest';
import { clock, controlClock } from '../../clock.ts';
import type { FeedEnvelope, FixtureBody } from '../envelope.ts';
import { type Lang, fixtureXml } from './fixture.ts';
import type { FixtureSource } from './fixture-source.ts';
import { uofWire } from './wire.ts';
import { toUof } from './write.ts';

const fixture: FixtureBody = {
  sport: 'basketball',
  tournament: { urn: 'sr:tournament:234', name: { tr: 'Türkiye Ligi', en: 'Turkish League' }, country: 'tr' },
  home: { urn: 'sr:competitor:1', name: 'Anadolu Efes' },
  away: { urn: 'sr:competitor:2', name: 'Fenerbahçe Beko' },
  startTime: '2026-12-07T17:30:00.000Z',
  kind: 'match',
  liveCoverage: true,
};
const change = (urn: string, f = fixture): FeedEnvelope => ({
  producer: 3,
  type: 'fixture_change',
  eventUrn: urn,
  ts: 10,
  body: { changeType: 2, fixture: f },
});
const odds = (urn: string): FeedEnvelope => ({
  producer: 1,
  type: 'odds_change',
  eventUrn: urn,
  ts: 11,
  body: {
    markets: [{ id: 1, specifiers: '', status: 1, outcomes: [{ id: '1', oddsMilli: 1850, active: true }] }],
  },
});

/** A provider that counts its reads. */
function provider(known: Record<string, FixtureBody>) {
  const reads: string[] = [];
  const source: FixtureSource = {
    document(urn: string, lang: Lang) {
      reads.push(`${urn}/${lang}`);
      const f = known[urn];
      return f ? fixtureXml(urn, f, 'not_started', lang, 0) : null;
    },
  };
  return { reads, source };
}

describe('uofWire', () => {
  it('reads the fixture a fixture_change names from the provider, in both languages', async () => {
    const p = provider({ 'sr:match:5': { ...fixture, startTime: '2026-12-08T17:30:00.000Z' } });
    const wire = uofWire(p.source);
    // What the provider serves wins over what the message's publisher held.
    const { messages } = await wire.decode(toUof(change('sr:match:5')));
    expect(messages).toEqual([change('sr:match:5', { ...fixture, startTime: '2026-12-08T17:30:00.000Z' })]);
    expect(p.reads).toEqual(['sr:match:5/tr', 'sr:match:5/en']);
    // Cached: the odds that follow read nothing more.
    expect((await wire.decode(toUof(odds('sr:match:5')))).messages).toEqual([odds('sr:match:5')]);
    expect(p.reads).toHaveLength(2);
  });

  it('serves what it published when the provider does not know the event', async () => {
    const wire = uofWire(provider({}).source);
    const xml = wire.encode(change('sr:match:6'));
    expect((await wire.decode(xml)).messages).toEqual([change('sr:match:6')]);
  });

  it("announces an event first seen in its odds, once, and passes an unknown event's odds on", async () => {
    const p = provider({ 'sr:match:7': fixture });
    const wire = uofWire(p.source);
    const first = await wire.decode(toUof(odds('sr:match:7')));
    expect(first.messages).toEqual([
      {
        producer: 1,
        type: 'fixture_change',
        eventUrn: 'sr:match:7',
        ts: 11,
        body: { changeType: 1, fixture },
      },
      odds('sr:match:7'),
    ]);
    expect((await wire.decode(toUof(odds('sr:match:7')))).messages).toEqual([odds('sr:match:7')]);
    expect((await wire.decode(toUof(odds('sr:match:8')))).messages).toEqual([odds('sr:match:8')]);
    await wire.decode(toUof(odds('sr:match:8')));
    expect(p.reads.filter((r) => r.startsWith('sr:match:8'))).toHaveLength(2);
  });

  it('drops, with the reason, a malformed message and a fixture it cannot read', async () => {
    const failing: FixtureSource = {
      document: () => Promise.reject(new Error('HTTP 503')),
    };
    const wire = uofWire(failing);
    expect(await wire.decode('<odds_change product="1"')).toMatchObject({ messages: [] });
    expect(
      (await wire.decode('<odds_change product="2" event_id="sr:match:1" timestamp="1"/>')).dropped,
    ).toMatch(/product/);
    expect(await wire.decode(toUof(change('sr:match:9')))).toEqual({
      messages: [],
      dropped: 'fixture sr:match:9: HTTP 503',
    });
    const garbled = uofWire({ document: () => '<fixtures_fixture/>' });
    expect((await garbled.decode(toUof(change('sr:match:9')))).dropped).toMatch(/^fixture sr:match:9: /);
  });

  it('keeps the odds of an event whose fixture it could not read, and delivers both once it can', async () => {
    const time = controlClock();
    let up = false;
    const { reads, source } = provider({ 'sr:simple_tournament:1': fixture });
    const asked: [number, string][] = [];
    const wire = uofWire({
      document: (urn, lang) => (up ? source.document(urn, lang) : Promise.reject(new Error('ECONNREFUSED'))),
      recoverOdds: (producer, urn) => asked.push([producer, urn]),
    });
    const types = async (m: FeedEnvelope) => (await wire.decode(toUof(m))).messages.map((x) => x.type);
    expect((await wire.decode(toUof(change('sr:simple_tournament:1')))).dropped).toMatch(/ECONNREFUSED/);
    up = true;
    // Within the pause its odds wait (the adapter would drop odds of an unknown event).
    expect(await types(odds('sr:simple_tournament:1'))).toEqual([]);
    expect(reads).toEqual([]);
    time.advance(5_000);
    // Any later message brings the fixture, then the odds kept, then itself.
    expect(await types(odds('sr:match:2'))).toEqual(['fixture_change', 'odds_change', 'odds_change']);
    expect(reads.slice(0, 2)).toEqual(['sr:simple_tournament:1/tr', 'sr:simple_tournament:1/en']);
    // Only the latest odds were kept: the event's full odds are asked again, once; not sr:match:2's.
    expect(asked).toEqual([[1, 'sr:simple_tournament:1']]);
    expect(await types(odds('sr:simple_tournament:1'))).toEqual(['odds_change']);
    expect(asked).toHaveLength(1);
  });

  it('asks for the odds again when a fixture_change brings in an event whose odds waited', async () => {
    const time = controlClock();
    let up = false;
    const { source } = provider({ 'sr:match:3': fixture, 'sr:match:4': fixture });
    const asked: [number, string][] = [];
    const wire = uofWire({
      document: (urn, lang) => (up ? source.document(urn, lang) : Promise.reject(new Error('HTTP 502'))),
      recoverOdds: (producer, urn) => asked.push([producer, urn]),
    });
    expect((await wire.decode(toUof(odds('sr:match:3')))).messages).toEqual([]);
    up = true;
    time.advance(1_000);
    // Within the pause still: the fixture_change reads afresh, and the odds kept follow it.
    const { messages } = await wire.decode(toUof(change('sr:match:3')));
    expect(messages.map((m) => m.type)).toEqual(['fixture_change', 'odds_change']);
    expect(asked).toEqual([[1, 'sr:match:3']]);
    // An event read at the first try asks nothing.
    await wire.decode(toUof(odds('sr:match:4')));
    expect(asked).toHaveLength(1);
  });
});

afterEach(() => clock.reset());
