import { describe, expect, it } from 'vitest';
import { EngineInputError } from './engine.ts';
import { RED, ROULETTE_RTP, WHEEL_ORDER, roulette } from './roulette.ts';
import { scripted, seeded } from './test-rng.ts';

const ALL_BETS = [
  ...Array.from({ length: 37 }, (_, n) => ({ type: 'straight', value: n })),
  ...['red', 'black', 'odd', 'even', 'low', 'high'].map((type) => ({ type })),
  ...[1, 2, 3].flatMap((value) => [
    { type: 'dozen', value },
    { type: 'column', value },
  ]),
];

const spinOn = (pocket: number, bets: object[]) => roulette.start({ bets }, scripted([pocket]));

describe('roulette', () => {
  it('returns exactly 36/37 on every bet, over the 37 pockets', () => {
    for (const bet of ALL_BETS) {
      let back = 0n;
      for (let pocket = 0; pocket < 37; pocket++) back += spinOn(pocket, [{ ...bet, amount: 100 }]).win;
      expect(Number(back) / (37 * 100), JSON.stringify(bet)).toBe(ROULETTE_RTP);
    }
    expect(ROULETTE_RTP).toBeCloseTo(0.973, 3);
  });

  it('has a wheel of 37 distinct pockets with 18 reds', () => {
    expect(new Set(WHEEL_ORDER).size).toBe(37);
    expect(RED.size).toBe(18);
  });

  it('settles several bets on one spin', () => {
    const step = spinOn(7, [
      { type: 'red', amount: 500 },
      { type: 'straight', value: 7, amount: 100 },
      { type: 'dozen', value: 1, amount: 200 },
      { type: 'column', value: 2, amount: 300 },
      { type: 'even', amount: 400 },
    ]);
    // 7 is red, odd, in the first dozen and the first column.
    expect(step.stake).toBe(1500n);
    expect(step.win).toBe(1000n + 3600n + 600n);
    expect(step.view).toMatchObject({ pocket: 7, color: 'red' });
  });

  it('loses outside bets on zero', () => {
    const step = spinOn(0, [
      { type: 'red', amount: 100 },
      { type: 'black', amount: 100 },
      { type: 'low', amount: 100 },
      { type: 'even', amount: 100 },
    ]);
    expect(step.win).toBe(0n);
  });

  it('is deterministic for a seeded rng', () => {
    const input = { bets: [{ type: 'red', amount: 100 }] };
    expect(roulette.start(input, seeded(9))).toEqual(roulette.start(input, seeded(9)));
  });

  it.each([
    {},
    { bets: [] },
    { bets: 'red' },
    { bets: [{ type: 'red' }] },
    { bets: [{ type: 'red', amount: 50 }] },
    { bets: [{ type: 'green', amount: 100 }] },
    { bets: [{ type: 'straight', value: 37, amount: 100 }] },
    { bets: [{ type: 'straight', amount: 100 }] },
    { bets: [{ type: 'dozen', value: 4, amount: 100 }] },
    { bets: [{ type: 'red', value: 1, amount: 100 }] },
    { bets: [{ type: 'red', amount: 100, color: 'red' }] },
    { bets: Array.from({ length: 21 }, () => ({ type: 'red', amount: 100 })) },
    { bets: Array.from({ length: 2 }, () => ({ type: 'red', amount: 60_000 })) },
  ])('refuses %j', (input) => {
    expect(() => roulette.start(input, seeded(1))).toThrow(EngineInputError);
  });
});
