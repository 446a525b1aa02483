import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { BuilderPick } from '@lalebet/shared';
import { builderOddsMilli, combinable, createCustomBetSim, jointProbability } from './custom-bet-sim.ts';
import { fairOf, fitGoals, scoreGrid } from './goals-model.ts';
import { footballLines } from './custom-bet.test-kit.ts';

const NOW = Date.UTC(2026, 11, 6, 12);
const START = new Date(NOW + 3_600_000);
const pick = (marketId: number, specifiers: string, outcomeId: string): BuilderPick => ({
  marketId,
  specifiers,
  outcomeId,
});
const HOME = pick(1, '', '1');
const DRAW = pick(1, '', '2');
const OVER = pick(18, 'total=2.5', '12');
const UNDER_15 = pick(18, 'total=1.5', '13');
const BTTS = pick(29, '', '74');
const NIL_NIL = pick(41, '', '0:0');

function simOn(lines = footballLines('e1', START)) {
  return createCustomBetSim(
    (id) => (id === 'e1' ? lines : undefined),
    () => NOW,
  );
}
const grid = () => {
  const lines = footballLines('e1', START);
  const total = fairOf(lines[2], ['12', '13'])!;
  const [h, a] = fitGoals(fairOf(lines[0], ['1', '2', '3'])!, { line: 2.5, over: total[0]! });
  return scoreGrid(h, a);
};

describe('the custom-bet simulator', () => {
  it('fits the expected goals to the margin-free 1X2 and total', () => {
    const lines = footballLines('e1', START);
    const x12 = fairOf(lines[0], ['1', '2', '3'])!;
    const g = grid();
    // Independent Poisson goals fix the draw's share: the fit keeps the 1X2's lead (home minus
    // away) and the total; each side's own probability lands near the market's.
    const lead = jointProbability(g, [HOME]) - jointProbability(g, [pick(1, '', '3')]);
    expect(lead).toBeCloseTo(x12[0]! - x12[2]!, 4);
    expect(Math.abs(jointProbability(g, [HOME]) - x12[0]!)).toBeLessThan(0.02);
    expect(jointProbability(g, [OVER])).toBeCloseTo(0.5, 2);
  });

  it('offers pre-match football lines the full-time score decides, without push or half results', async () => {
    const lines = await simOn().markets('e1');
    expect(lines).toEqual([
      { marketId: 1, specifiers: '' },
      { marketId: 10, specifiers: '' },
      { marketId: 18, specifiers: 'total=2.5' },
      { marketId: 18, specifiers: 'total=1.5' },
      { marketId: 29, specifiers: '' },
      { marketId: 16, specifiers: 'hcp=-0.5' },
      { marketId: 41, specifiers: '' },
    ]);
    expect(await simOn(footballLines('e1', START, { live: true })).markets('e1')).toBeNull();
    expect(await simOn(footballLines('e1', new Date(NOW - 1))).markets('e1')).toBeNull();
    expect(await simOn().markets('nope')).toBeNull();
  });

  it('prices independent-ish picks near the product and correlated ones apart from it', async () => {
    const g = grid();
    const p = (picks: BuilderPick[]) => jointProbability(g, picks);
    // Home win and both teams to score are close to independent here; home win with over 2.5 is
    // positively correlated (a home win needs goals), a draw with over 2.5 negatively.
    expect(p([HOME, BTTS]) / (p([HOME]) * p([BTTS]))).toBeGreaterThan(0.8);
    expect(p([HOME, BTTS]) / (p([HOME]) * p([BTTS]))).toBeLessThan(1.1);
    expect(p([HOME, OVER])).toBeGreaterThan(p([HOME]) * p([OVER]) * 1.05);
    expect(p([DRAW, OVER])).toBeLessThan(p([DRAW]) * p([OVER]) * 0.7);
    const quote = await simOn().calculate('e1', [HOME, OVER]);
    expect(quote).toEqual({ oddsMilli: builderOddsMilli(p([HOME, OVER])), probability: p([HOME, OVER]) });
    const product = 2.1 * 1.9;
    expect((quote as { oddsMilli: number }).oddsMilli / 1000).toBeLessThan(product);
  });

  it('refuses picks that cannot win together, naming the pairs', async () => {
    const sim = simOn();
    expect(await sim.calculate('e1', [HOME, NIL_NIL])).toEqual({ conflicts: [[0, 1]] });
    expect(await sim.calculate('e1', [BTTS, UNDER_15, HOME])).toEqual({ conflicts: [[0, 1]] });
    expect(await sim.calculate('e1', [HOME, DRAW])).toEqual({ conflicts: [[0, 1]] });
    // Home win, both score and under 2.5: every pair can, the three cannot (2:1 is three goals).
    expect(await sim.calculate('e1', [HOME, BTTS, pick(18, 'total=2.5', '13')])).toEqual({
      conflicts: [
        [0, 1],
        [0, 2],
        [1, 2],
      ],
    });
  });

  it('does not price a line it does not offer', async () => {
    expect(await simOn().calculate('e1', [HOME, pick(166, 'total=9.5', '12')])).toBeNull();
    expect(await simOn().calculate('e1', [HOME, pick(16, 'hcp=-0.25', '1714')])).toBeNull();
  });

  it('never prices a combination above its least likely pick', () => {
    const g = grid();
    const all = [
      HOME,
      DRAW,
      pick(1, '', '3'),
      pick(10, '', '9'),
      pick(10, '', '11'),
      OVER,
      pick(18, 'total=2.5', '13'),
      UNDER_15,
      BTTS,
      pick(29, '', '76'),
      pick(16, 'hcp=-0.5', '1715'),
      pick(41, '', '1:0'),
    ];
    fc.assert(
      fc.property(fc.subarray(all, { minLength: 2, maxLength: 6 }), (picks) => {
        const joint = jointProbability(g, picks);
        const least = Math.min(...picks.map((x) => jointProbability(g, [x])));
        expect(joint).toBeLessThanOrEqual(least + 1e-12);
        if (joint > 0) {
          const milli = builderOddsMilli(joint);
          if (milli !== null) expect(milli / 1000).toBeLessThanOrEqual(1 / (joint * 1.1) + 1e-9);
        }
      }),
      { numRuns: 200 },
    );
  });

  it('combines the deeper markets the full-time score decides, and ignores the rest', () => {
    const yes = [
      [35, ''],
      [546, ''],
      [26, ''],
      [37, 'total=2.5'],
      [19, 'total=1.5'],
    ] as const;
    for (const [marketId, specifiers] of yes)
      expect(combinable({ marketId, specifiers }), `${marketId}`).toBe(true);
    for (const [marketId, specifiers] of [
      [40, ''],
      [139, 'total=4.5'],
      [19, 'total=1'],
      [83, ''],
    ] as const)
      expect(combinable({ marketId, specifiers }), `${marketId}`).toBe(false);
    const g = scoreGrid(1.6, 1.1);
    // 1X2 & both teams to score "1 & yes" is the home win with both scoring.
    expect(jointProbability(g, [pick(35, '', '78')])).toBeCloseTo(jointProbability(g, [HOME, BTTS]), 12);
  });
});
