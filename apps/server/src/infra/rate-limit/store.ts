/**
 * Counters behind every auth rate limit, in Redis when REDIS_URL is set (shared by all
 * instances) and in this process otherwise. Times come from the caller (lib/clock), so both
 * implementations follow a test's controlled clock the same way.
 */
export interface RateLimitStore {
  /**
   * Puts `member` into the sliding window `key` at `now` (a member already there moves to
   * `now`) and returns how many distinct members the last `windowMs` hold.
   */
  addToWindow(key: string, member: string, now: number, windowMs: number): Promise<number>;
  /** Members within the window and when the oldest of them leaves it (null when empty). */
  countWindow(
    key: string,
    now: number,
    windowMs: number,
  ): Promise<{ count: number; oldestAt: number | null }>;
  /**
   * Adds `points` (negative to give back) to a fixed-window counter in one atomic step and
   * returns the new total: the window starts with the first point and ends `durationMs` later.
   * Reserve first, then act: parallel requests each see their own total (no check-then-act).
   */
  consume(key: string, durationMs: number, points?: number): Promise<Counter>;
  /** The counter without changing it (0 when absent). */
  peek(key: string): Promise<Counter>;
  /** Adds one to a counter that is forgotten `ttlMs` after its last increment. */
  increment(key: string, ttlMs: number): Promise<number>;
  getNumber(key: string): Promise<number | null>;
  setNumber(key: string, value: number, ttlMs: number): Promise<void>;
  delete(...keys: string[]): Promise<void>;
  close(): Promise<void>;
}

export type Counter = { total: number; msLeft: number };

/** Seconds until `until`, at least 1: the Retry-After header value. */
export function retryAfterSeconds(until: number, now: number): number {
  return Math.max(1, Math.ceil((until - now) / 1000));
}
