/**
 * European roulette, one zero: every bet returns 36/37 = 97.30% (the zero loses every outside
 * bet; no la partage). roulette.test.ts enumerates the 37 pockets for each bet.
 */
import { EngineInputError, type GameEngine } from './engine.ts';
import { MAX_STAKE, fields, int, oneOf, stakeOf } from './input.ts';

export const RED = new Set([1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36]);
/** The wheel's pocket order, clockwise from zero (the page draws it). */
export const WHEEL_ORDER = [
  0, 32, 15, 19, 4, 21, 2, 25, 17, 34, 6, 27, 13, 36, 11, 30, 8, 23, 10, 5, 24, 16, 33, 1, 20, 14, 31, 9, 22,
  18, 29, 7, 28, 12, 35, 3, 26,
];
const EVEN_CHANCES = ['red', 'black', 'odd', 'even', 'low', 'high'] as const;
const BET_TYPES = ['straight', ...EVEN_CHANCES, 'dozen', 'column'] as const;
type BetType = (typeof BET_TYPES)[number];
export type RouletteBet = { type: BetType; value?: number; amount: number };

export const ROULETTE_RTP = 36 / 37;
const MAX_BETS = 20;

/** Total return of a winning bet, in stakes (35:1 straight, 2:1 dozen/column, 1:1 the rest). */
const RETURN: Record<BetType, number> = {
  straight: 36,
  red: 2,
  black: 2,
  odd: 2,
  even: 2,
  low: 2,
  high: 2,
  dozen: 3,
  column: 3,
};

export function covers(bet: Pick<RouletteBet, 'type' | 'value'>, n: number): boolean {
  if (n === 0) return bet.type === 'straight' && bet.value === 0;
  switch (bet.type) {
    case 'straight':
      return bet.value === n;
    case 'red':
      return RED.has(n);
    case 'black':
      return !RED.has(n);
    case 'odd':
      return n % 2 === 1;
    case 'even':
      return n % 2 === 0;
    case 'low':
      return n <= 18;
    case 'high':
      return n >= 19;
    case 'dozen':
      return Math.ceil(n / 12) === bet.value;
    case 'column':
      return ((n - 1) % 3) + 1 === bet.value;
  }
}

function parseBet(raw: unknown): RouletteBet {
  const f = fields(raw, ['type', 'value', 'amount']);
  const type = oneOf(f.type, BET_TYPES, 'bet type');
  const amount = Number(stakeOf(f.amount));
  if (type === 'straight') return { type, value: int(f.value, 0, 36, 'number'), amount };
  if (type === 'dozen' || type === 'column') return { type, value: int(f.value, 1, 3, type), amount };
  if (f.value !== undefined) throw new EngineInputError(`${type} takes no value`);
  return { type, amount };
}

export const roulette: GameEngine = {
  engine: 'roulette',
  rtp: ROULETTE_RTP,
  start(input, rng) {
    const { bets: raw } = fields(input, ['bets']);
    if (!Array.isArray(raw) || raw.length < 1 || raw.length > MAX_BETS) {
      throw new EngineInputError(`bets must be a list of 1..${MAX_BETS} bets`);
    }
    const bets = raw.map(parseBet);
    const stake = bets.reduce((s, b) => s + BigInt(b.amount), 0n);
    if (stake > BigInt(MAX_STAKE)) throw new EngineInputError(`total stake above ${MAX_STAKE} kuruş`);
    const pocket = rng(37);
    const settled = bets.map((b) => ({ ...b, win: covers(b, pocket) ? b.amount * RETURN[b.type] : 0 }));
    const win = settled.reduce((s, b) => s + BigInt(b.win), 0n);
    const color = pocket === 0 ? 'green' : RED.has(pocket) ? 'red' : 'black';
    return { stake, win, done: true, view: { pocket, color, bets: settled }, state: null };
  },
};

export { RETURN as ROULETTE_RETURN };
