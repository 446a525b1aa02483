import { describe, expect, it } from 'vitest';
import type { FeedEnvelope } from '../../lib/feed/envelope.ts';
import { recordingSimulator } from './test-kit.ts';

type Odds = Extract<FeedEnvelope, { type: 'odds_change' }>;

describe('feed simulator scoreboard', () => {
  it('sends period scores for every sport and cards and corners for football, adding up to the score', async () => {
    const r = await recordingSimulator(5, 40);
    await r.advance(120_000);
    const sport = new Map(r.sim.events().map((e) => [e.urn, e.sport]));
    const live = r.sent.filter(
      (m): m is Odds => m.type === 'odds_change' && m.producer === 1 && m.body.eventStatus?.status === 1,
    );
    const seen = new Set<string>();
    for (const m of live) {
      const s = m.body.eventStatus!;
      const kind = sport.get(m.eventUrn);
      if (!kind) continue;
      seen.add(kind);
      // Dota 2 and LoL maps have no running score: only finished maps are periods.
      const mapsOnly = kind === 'dota2' || kind === 'lol';
      if (mapsOnly) expect(s.periods).toHaveLength(s.home + s.away);
      else expect(s.periods.length, `${kind} ${s.clock}`).toBeGreaterThan(0);
      if (kind === 'soccer' || kind === 'basketball') {
        // Halves and quarters add up to the score.
        const sum = s.periods.reduce((t, [h, a]) => [t[0]! + h, t[1]! + a], [0, 0]);
        expect(sum).toEqual([s.home, s.away]);
      }
      if (kind === 'soccer') {
        expect(s.periods.length).toBeLessThanOrEqual(2);
        for (const stat of ['yellowCards', 'redCards', 'corners'] as const)
          expect(s.statistics?.[stat]).toEqual([expect.any(Number), expect.any(Number)]);
      } else expect(s.statistics).toBeUndefined();
    }
    expect([...seen].sort()).toEqual(['basketball', 'cs2', 'dota2', 'lol', 'soccer', 'tennis', 'volleyball']);
  });
});
