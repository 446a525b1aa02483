/** Strict parsing of what a game page sends: anything unexpected is an EngineInputError. */
import { EngineInputError } from './engine.ts';

/** Table limits of every game, kuruş: 1 TRY to 1,000 TRY a round. */
export const MIN_STAKE = 100;
export const MAX_STAKE = 100_000;

/** A plain object with no keys but `keys` (a typo in a field is a refused bet, not a default). */
export function fields<K extends string>(input: unknown, keys: readonly K[]): Partial<Record<K, unknown>> {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    throw new EngineInputError('input must be an object');
  }
  for (const k of Object.keys(input)) {
    if (!(keys as readonly string[]).includes(k)) throw new EngineInputError(`unexpected field ${k}`);
  }
  return input as Partial<Record<K, unknown>>;
}

export function int(v: unknown, min: number, max: number, what: string): number {
  if (typeof v !== 'number' || !Number.isSafeInteger(v) || v < min || v > max) {
    throw new EngineInputError(`${what} must be an integer in ${min}..${max}`);
  }
  return v;
}

/** A stake in whole kuruş within the table limits; `step` makes it divisible (e.g. by paylines). */
export function stakeOf(v: unknown, step = 1, min = MIN_STAKE, max = MAX_STAKE): bigint {
  const n = int(v, min, max, 'stake');
  if (n % step !== 0) throw new EngineInputError(`stake must be a multiple of ${step} kuruş`);
  return BigInt(n);
}

export function oneOf<T extends string | number>(v: unknown, set: readonly T[], what: string): T {
  if (!(set as readonly unknown[]).includes(v))
    throw new EngineInputError(`${what} must be one of ${set.join(', ')}`);
  return v as T;
}

/** Floor of stake × num / den: wins are paid in whole kuruş, fractions stay with the house. */
export const times = (stake: bigint, num: number, den = 1): bigint => (stake * BigInt(num)) / BigInt(den);
