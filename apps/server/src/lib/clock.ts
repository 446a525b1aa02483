/**
 * The one source of "now" for expiry rules (codes, sessions, rate limits), so tests can move
 * time forward instead of sleeping. Production never calls `set`.
 */
let source: () => number = Date.now;

export const clock = {
  now: (): Date => new Date(source()),
  ms: (): number => source(),
  /** Tests only: replace the time source. */
  set(fn: () => number): void {
    source = fn;
  },
  reset(): void {
    source = Date.now;
  },
};

/** Tests only: freezes time at `start` and returns a handle to move it. */
export function controlClock(start = Date.now()) {
  let at = start;
  clock.set(() => at);
  return {
    advance(ms: number) {
      at += ms;
    },
    get ms() {
      return at;
    },
  };
}
