import { describe, expect, it } from 'vitest';
import { poolRuns, wilson } from '../bench/lib/live-acceptance-seeds.ts';
import type { LiveAcceptanceResult, PolicyRow } from '../bench/lib/live-acceptance.ts';

function row(policy: PolicyRow['policy'], placed: number, accepted: number, sport: string): PolicyRow {
  return {
    policy,
    placed,
    accepted,
    rate: accepted / placed,
    refused: { MARKET_SUSPENDED: placed - accepted },
    atPlacement: {},
    suspendedBySport: { [sport]: placed - accepted },
    placedBySport: { [sport]: placed },
    suspendedByMarket: {},
  };
}

function run(rows: PolicyRow[]): LiveAcceptanceResult {
  return {
    seconds: 30,
    speed: 10,
    rows,
    moves: { seen: 0, moved: 0, belowHundredth: 0, movedByMarket: {} },
    checked: '',
  };
}

describe('live acceptance over several seeds', () => {
  it("gives Wilson's interval, which stays inside 0..1 at the edges", () => {
    const { low, high } = wilson(95, 100);
    expect(low).toBeCloseTo(0.8882, 3);
    expect(high).toBeCloseTo(0.9785, 3);
    expect(wilson(0, 10).low).toBe(0);
    expect(wilson(10, 10).high).toBeCloseTo(1, 12);
    expect(wilson(0, 0)).toEqual({ low: 0, high: 1 });
  });

  it('pools the counts per policy, not the rates', () => {
    const pooled = poolRuns([
      run([row('any', 100, 90, 'soccer'), row('none', 100, 60, 'soccer')]),
      run([row('any', 300, 294, 'tennis'), row('none', 300, 210, 'tennis')]),
    ]);
    const any = pooled.find((p) => p.policy === 'any')!;
    // (90 + 294) / 400, where the mean of the two rates would be 0.94.
    expect(any.rate).toBe(0.96);
    expect(any.bySeed).toEqual([0.9, 0.98]);
    expect(any.refused).toEqual({ MARKET_SUSPENDED: 16 });
    expect(any.placedBySport).toEqual({ soccer: 100, tennis: 300 });
    expect(any.low).toBeLessThan(0.96);
    expect(any.high).toBeGreaterThan(0.96);
    expect(pooled.find((p) => p.policy === 'none')!.rate).toBe(0.675);
  });
});
