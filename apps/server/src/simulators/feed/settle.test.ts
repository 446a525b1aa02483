import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { asian, evaluate, settleLine, settleOutright } from './settle.ts';
import { soccer } from './soccer.ts';
import { mulberry32 } from '../../lib/seeded-random.ts';

const score = fc.tuple(fc.nat(7), fc.nat(7));
const result = fc
  .record({
    first: score,
    second: score,
    corners: fc.nat(20),
    order: fc.array(fc.boolean(), { maxLength: 14 }),
  })
  .map(({ first, second, corners, order }) => {
    const ft: [number, number] = [first[0] + second[0], first[1] + second[1]];
    // A goal order consistent with the score: home goals where `order` says so, then the rest.
    const goals: ('h' | 'a')[] = [];
    let [h, a] = ft;
    for (const home of order) {
      if (home && h > 0) {
        goals.push('h');
        h--;
      } else if (!home && a > 0) {
        goals.push('a');
        a--;
      }
    }
    while (h-- > 0) goals.push('h');
    while (a-- > 0) goals.push('a');
    return { score: ft, ht: first, corners, goals };
  });

const lines = soccer.lines(soccer.init(mulberry32(1), 0, 'soccer'));

describe('football settlement', () => {
  it('settles every line consistently with the final score', () => {
    fc.assert(
      fc.property(result, (r) => {
        const [h, a] = r.score;
        const by = new Map(lines.map((l) => [`${l.id}|${l.specifiers}`, settleLine(l, r).outcomes]));
        const winners = (key: string) =>
          by
            .get(key)!
            .filter((o) => o.result === 1 && !o.voidFactor)
            .map((o) => o.id);
        // Exactly one winner on 1X2, HT 1X2, HT/FT, correct score, BTTS, European handicap, next goal.
        for (const [key, l] of by) {
          if ([1, 60, 47, 41, 29, 14, 8].includes(Number(key.split('|')[0]))) {
            expect(l.filter((o) => o.result === 1).length, key).toBe(1);
          }
        }
        expect(winners('1|')).toEqual([h > a ? '1' : h === a ? '2' : '3']);
        expect(winners('29|')).toEqual([h > 0 && a > 0 ? '74' : '76']);
        expect(winners('41|')).toEqual([h <= 4 && a <= 4 ? `${h}:${a}` : 'other']);
        expect(winners('8|goalnr=1')).toEqual([h + a === 0 ? '7' : r.goals[0] === 'h' ? '6' : '8']);
        // Double chance: two of three win; draw no bet pushes on a draw.
        expect(winners('10|')).toHaveLength(2);
        if (h === a) expect(by.get('11|')!.every((o) => o.voidFactor === 1 && o.result === 0)).toBe(true);
        // Totals: half lines never void; 2.25 and 2.75 half-win or half-lose only next to their line.
        const goals = h + a;
        expect(winners('18|total=2.5')).toEqual([goals > 2.5 ? '12' : '13']);
        const over225 = by.get('18|total=2.25')!.find((o) => o.id === '12')!;
        expect(over225).toEqual(
          goals === 2 ? { id: '12', result: 0, voidFactor: 0.5 } : { id: '12', result: goals > 2 ? 1 : 0 },
        );
        const under275 = by.get('18|total=2.75')!.find((o) => o.id === '13')!;
        expect(under275).toEqual(
          goals === 3 ? { id: '13', result: 0, voidFactor: 0.5 } : { id: '13', result: goals < 3 ? 1 : 0 },
        );
        // Asian handicap 0 pushes on a draw; -0.25 on the home side half-loses a draw.
        const ah0 = by.get('16|hcp=0')!;
        if (h === a) expect(ah0.every((o) => o.voidFactor === 1)).toBe(true);
        const home025 = by.get('16|hcp=-0.25')!.find((o) => o.id === '1714')!;
        if (h === a) expect(home025).toEqual({ id: '1714', result: 0, voidFactor: 0.5 });
        // Both sides of every two-way Asian line: never both won, never both lost.
        for (const [key, l] of by) {
          if (!/^(16|18|166)\|/.test(key)) continue;
          const [x, y] = l;
          expect(x!.result + y!.result, key).toBeLessThanOrEqual(1);
          if (!x!.voidFactor) expect(x!.result + y!.result, key).toBe(1);
        }
      }),
      { numRuns: 500 },
    );
  });

  it('splits quarter lines into half-won and half-lost', () => {
    expect(asian(0.25)).toEqual({ result: 1, voidFactor: 0.5 });
    expect(asian(-0.25)).toEqual({ result: 0, voidFactor: 0.5 });
    expect(asian(0)).toEqual({ result: 0, voidFactor: 1 });
    expect(asian(0.75)).toEqual({ result: 1 });
    expect(asian(-1.5)).toEqual({ result: 0 });
  });

  it('voids a set or map that was not played, and shares an outright in a dead heat', () => {
    expect(
      evaluate(330, 'mapnr=3', '4', {
        score: [2, 0],
        periods: [
          [13, 5],
          [13, 9],
        ],
      }),
    ).toEqual({ result: 0, voidFactor: 1 });
    expect(
      evaluate(202, 'setnr=2', '5', {
        score: [0, 3],
        periods: [
          [20, 25],
          [23, 25],
          [19, 25],
        ],
      }),
    ).toEqual({ result: 1 });
    expect(settleOutright(['a', 'b', 'c'], ['a', 'c'])).toEqual([
      { id: 'a', result: 1, deadHeatFactor: 0.5 },
      { id: 'b', result: 0 },
      { id: 'c', result: 1, deadHeatFactor: 0.5 },
    ]);
  });
});
