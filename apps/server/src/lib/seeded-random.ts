/**
 * mulberry32: a small, fast pseudo-random generator that gives the same sequence for the same
 * seed everywhere. For reproducible data (demo art, catalogues, test workloads), never for game
 * outcomes or secrets (those use node:crypto).
 */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
