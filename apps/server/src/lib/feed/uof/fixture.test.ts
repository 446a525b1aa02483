import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { FixtureBody } from '../envelope.ts';
import { type FixtureStatus, combineFixture, fixtureXml, parseFixture } from './fixture.ts';

const text = fc.stringMatching(/^[\p{L}\p{N} .'&<>"çğıİöşü-]{0,12}$/u);
const person = fc.record({ urn: fc.nat().map((n) => `sr:competitor:${n}`), name: text });
const names = fc.record({ tr: text, en: text });
const when = fc.integer({ min: 0, max: 4_102_444_800_000 }).map((ms) => new Date(ms).toISOString());
const common = {
  sport: fc.constantFrom('soccer', 'basketball', 'tennis', 'volleyball', 'cs2', 'lol', 'dota2', 'darts'),
  tournament: fc.record({
    urn: fc.nat().map((n) => `sr:tournament:${n}`),
    name: names,
    country: fc.constantFrom('tr', 'gb-eng', 'es', ''),
  }),
  startTime: when,
  liveCoverage: fc.boolean(),
};
const match = fc
  .record({
    ...common,
    home: person,
    away: person,
    competitors: fc.option(fc.array(person, { minLength: 1, maxLength: 6 }), { nil: undefined }),
  })
  .map(({ competitors, ...f }): FixtureBody => ({
    ...f,
    kind: 'match',
    ...(competitors && { competitors }),
  }));
// An outright's sides are its own name (tr) and nothing, as the simulator and the catalogue hold it.
const outright = fc
  .record({ ...common, name: names, competitors: fc.array(person, { maxLength: 6 }) })
  .map((f): FixtureBody => ({
    ...f,
    kind: 'outright',
    home: { urn: '', name: f.name.tr },
    away: { urn: '', name: '' },
  }));
const status = fc.constantFrom<FixtureStatus>('not_started', 'live', 'ended', 'closed');
const urn = fc.oneof(
  fc.nat().map((n) => `sr:match:${n}`),
  fc.nat().map((n) => `sr:simple_tournament:${n}`),
);

describe('fixture.xml', () => {
  it('parses back exactly what it writes, both languages combined', () => {
    fc.assert(
      fc.property(urn, fc.oneof(match, outright), status, fc.nat(4_102_444_800_000), (id, f, st, at) => {
        const tr = parseFixture(fixtureXml(id, f, st, 'tr', at));
        const en = parseFixture(fixtureXml(id, f, st, 'en', at));
        if (!tr.ok || !en.ok) throw new Error(tr.ok ? (en as { error: string }).error : tr.error);
        expect(combineFixture(tr.doc, en.doc)).toEqual(f);
        expect(tr.doc).toMatchObject({ urn: id, status: st, generatedAt: at });
      }),
      { numRuns: 300 },
    );
  });

  it('refuses other documents, missing fields and bad values without throwing', () => {
    const f: FixtureBody = {
      sport: 'soccer',
      tournament: { urn: 'sr:tournament:52', name: { tr: 'Süper Lig', en: 'Super Lig' }, country: 'tr' },
      home: { urn: 'sr:competitor:1', name: 'Galatasaray' },
      away: { urn: 'sr:competitor:2', name: 'Fenerbahçe' },
      startTime: '2026-11-27T18:00:00.000Z',
      kind: 'match',
      liveCoverage: true,
    };
    const good = fixtureXml('sr:match:7', f, 'not_started', 'tr', 0);
    expect(parseFixture(good).ok).toBe(true);
    for (const bad of [
      '',
      '<response response_code="NOT_FOUND"/>',
      good.replace('scheduled="2026-11-27T18:00:00.000Z"', 'scheduled="soon"'),
      good.replace('liveodds="booked"', 'liveodds="maybe"'),
      good.replace('status="not_started"', ''),
      good.replace(/<category[^>]*\/>/, ''),
      good.replace('<!DOCTYPE', '').replace('<fixtures_fixture', '<!DOCTYPE x><fixtures_fixture'),
    ]) {
      expect(parseFixture(bad).ok, bad).toBe(false);
    }
  });
});
