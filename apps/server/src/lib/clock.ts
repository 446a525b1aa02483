/**
 * The one source of "now" for expiry rules (codes, sessions, rate limits), so tests can move
 * time forward instead of sleeping. Production never calls `set`.
 */
let source: () => number = Date.now;

/** Durations in milliseconds, for windows and expiries that `clock.ms()` is compared against. */
export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;

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
