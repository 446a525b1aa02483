import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { clock, controlClock } from '../../lib/clock.ts';
import { createMemoryStore } from '../../infra/rate-limit/memory-store.ts';
import { createRedisStore } from '../../infra/rate-limit/redis-store.ts';
import type { RateLimitStore } from '../../infra/rate-limit/store.ts';
import { LOGIN_RULES, guardedPasswordCheck } from './login-guard.ts';

const redisUrl = process.env.TEST_REDIS_URL ?? process.env.REDIS_URL;
type Kind = [name: string, make: () => RateLimitStore];
const kinds: Kind[] = [['memory', createMemoryStore]];
if (redisUrl) kinds.push(['redis', () => createRedisStore(redisUrl)]);

/** A password check whose answer waits for the test: parallel checks can finish in any order. */
function heldCheck(answer: boolean) {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let checks = 0;
  const check = {
    locked: false,
    sideBySide: true,
    verify: async () => {
      checks++;
      await held;
      return answer;
    },
    spend: async () => undefined,
    onLock: async () => undefined,
  };
  return { check, release, checks: () => checks };
}

/**
 * Side-by-side checks (the withdrawal step-up, docs/decisions/045-throttle-not-lock.md) finish
 * in any order; none of them alone sees the count reach 5, yet the wait must be up when it does.
 */
describe.each(kinds)('side-by-side password checks: %s', (name_, make) => {
  const store = make();
  let account = 0;
  const next = () => `sbs-${process.pid}-${Date.now()}-${++account}`;
  afterAll(() => store.close());
  afterEach(() => clock.reset());

  it('checks 5 parallel wrong passwords, then makes the network wait before a 6th', async () => {
    controlClock();
    const name = next();
    const { check, release, checks } = heldCheck(false);
    const burst = Array.from({ length: LOGIN_RULES.freeFailures }, () =>
      guardedPasswordCheck(store, 'customer', name, 'net-a', check),
    );
    await expect.poll(checks).toBe(LOGIN_RULES.freeFailures);
    release();
    const results = await Promise.all(burst);
    expect(results.map((r) => r.ok)).toEqual(Array(LOGIN_RULES.freeFailures).fill(false));
    expect(Math.max(...results.map((r) => r.failures))).toBe(LOGIN_RULES.freeFailures);
    await expect(guardedPasswordCheck(store, 'customer', name, 'net-a', check)).rejects.toMatchObject({
      code: 'TOO_MANY_ATTEMPTS',
    });
    expect(checks()).toBe(LOGIN_RULES.freeFailures);
    clock.reset();
  });

  it('raises no wait before 5 failures: 4 parallel wrong passwords leave a 5th check', async () => {
    controlClock();
    const name = next();
    const wrong = heldCheck(false);
    const burst = Array.from({ length: 4 }, () =>
      guardedPasswordCheck(store, 'customer', name, 'net-a', wrong.check),
    );
    await expect.poll(wrong.checks).toBe(4);
    wrong.release();
    await Promise.all(burst);
    const fifth = heldCheck(false);
    fifth.release();
    expect(await guardedPasswordCheck(store, 'customer', name, 'net-a', fifth.check)).toMatchObject({
      ok: false,
      failures: 5,
    });
    await expect(guardedPasswordCheck(store, 'customer', name, 'net-a', fifth.check)).rejects.toMatchObject({
      code: 'TOO_MANY_ATTEMPTS',
    });
  });

  // Redis ends keys on its own clock: only the memory store follows the test's clock past a window.
  it.runIf(name_ === 'memory')(
    'waits after failures carried from an earlier window, even when parallel checks cross 5',
    async () => {
      const c = controlClock();
      const name = next();
      for (let i = 0; i < 3; i++) {
        const one = heldCheck(false);
        one.release();
        await guardedPasswordCheck(store, 'customer', name, 'net-a', one.check);
      }
      c.advance(LOGIN_RULES.windowMs + 1_000);
      const { check, release, checks } = heldCheck(false);
      const burst = [0, 1].map(() => guardedPasswordCheck(store, 'customer', name, 'net-a', check));
      await expect.poll(checks).toBe(2);
      release();
      await Promise.all(burst);
      await expect(guardedPasswordCheck(store, 'customer', name, 'net-a', check)).rejects.toMatchObject({
        code: 'TOO_MANY_ATTEMPTS',
      });
      c.advance(LOGIN_RULES.firstDelayMs + 1_000);
      const after = heldCheck(false);
      after.release();
      expect(await guardedPasswordCheck(store, 'customer', name, 'net-a', after.check)).toMatchObject({
        failures: 6,
      });
    },
  );

  it('lets the owner in among parallel wrong tries, and the success clears the wait', async () => {
    controlClock();
    const name = next();
    const wrong = heldCheck(false);
    const right = heldCheck(true);
    const failing = Array.from({ length: 4 }, () =>
      guardedPasswordCheck(store, 'customer', name, 'net-a', wrong.check),
    );
    const owner = guardedPasswordCheck(store, 'customer', name, 'net-a', right.check);
    await expect.poll(() => wrong.checks() + right.checks()).toBe(5);
    wrong.release();
    await Promise.all(failing); // their 4 failures and the wait the running owner's check implied
    right.release();
    expect((await owner).ok).toBe(true);
    const again = heldCheck(false);
    again.release();
    expect(await guardedPasswordCheck(store, 'customer', name, 'net-a', again.check)).toMatchObject({
      ok: false,
      failures: 1,
    });
  });
});
