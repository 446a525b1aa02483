/**
 * A small seeded generator for property tests (mulberry32): the same seed gives the same cases,
 * so a failure names its seed and replays exactly. Set PROPERTY_SEED to replay one.
 */
export type Random = {
  readonly seed: number;
  /** In [0, 1). */
  next(): number;
  /** An integer in [0, n). */
  int(n: number): number;
  pick<T>(items: readonly T[]): T;
  chance(p: number): boolean;
};

export function seededRandom(seed = Number(process.env.PROPERTY_SEED ?? Date.now() % 2 ** 31)): Random {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
  const int = (n: number) => Math.floor(next() * n);
  return { seed, next, int, pick: (items) => items[int(items.length)]!, chance: (p) => next() < p };
}
