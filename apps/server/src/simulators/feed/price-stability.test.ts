import { describe, expect, it } from 'vitest';
import { recordingSimulator } from './test-kit.ts';

/**
 * A live price moves because the match moved, not because the simulator drew new random numbers
 * (world.ts `priceSeed`, `marginShare`): a player asking for "no odds changes" should lose a bet
 * to a real move only (docs/decisions/060-live-bets-decided-per-outcome.md).
 */
describe('feed simulator live prices', () => {
  it('barely move between routine repricings when the match hardly moved', async () => {
    // At speed 0.1, 25 s of real time is 2.5 s of play: two or three routine repricings each.
    const r = await recordingSimulator(5, 0.1);
    r.sent.length = 0;
    await r.advance(25_000);
    const last = new Map<string, number>();
    const moves: number[] = [];
    for (const m of r.sent) {
      if (m.type !== 'odds_change' || m.producer !== 1) continue;
      for (const market of m.body.markets) {
        if (market.status !== 1) continue;
        for (const o of market.outcomes ?? []) {
          if (!o.active) continue;
          const key = `${m.eventUrn}|${market.id}|${market.specifiers}|${o.id}`;
          const before = last.get(key);
          if (before !== undefined) moves.push(Math.abs(o.oddsMilli / before - 1));
          last.set(key, o.oddsMilli);
        }
      }
    }
    moves.sort((a, b) => a - b);
    expect(moves.length).toBeGreaterThan(300);
    // A fresh Monte Carlo draw per repricing: median 0.5 %, 90th percentile 8.6 % (seed 5).
    expect(moves[Math.floor(moves.length / 2)]).toBe(0);
    expect(moves[Math.floor(moves.length * 0.9)]).toBeLessThan(0.01);
  });
});
