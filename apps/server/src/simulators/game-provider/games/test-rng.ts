/** Seeded random sources for the games' tests (not a test file). */
import { mulberry32, seededRng } from '../test-kit.ts';
import type { Rng } from './engine.ts';

export const seeded = (seed: number): Rng => seededRng(mulberry32(seed));

/** Plays back fixed draws (each taken modulo the asked range), then fails loudly. */
export function scripted(values: number[]): Rng {
  let i = 0;
  return (max) => {
    if (i >= values.length) throw new Error('scripted rng exhausted');
    return values[i++]! % max;
  };
}
