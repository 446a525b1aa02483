import { act } from '@testing-library/react';
import { vi } from 'vitest';

type Options = Parameters<typeof vi.useFakeTimers>[0];

/**
 * A fake clock that moves only when told, so the real time a loaded machine spends never counts
 * (unlike `shouldAdvanceTime`, which adds it on top of what the test advanced). Testing Library's
 * waitFor, findBy* and user-event then move it themselves (waitFor in 50 ms steps while it
 * polls), as they do under Jest's fake timers, which they recognise by a global `jest`: stubbed
 * here, so the file's afterEach must call vi.unstubAllGlobals() and vi.useRealTimers(). Give
 * user-event `advanceTimers: vi.advanceTimersByTimeAsync`: between two actions it then yields to
 * React's scheduler, which runs on the real clock (a form's validity renders before the click).
 * Load lazy modules and i18n texts before installing it: they wait on real I/O.
 */
export function installManualClock(options?: Options) {
  vi.useFakeTimers(options);
  vi.stubGlobal('jest', { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) });
}

/**
 * Moves the manual clock 1 ms at a time, each step letting fetches resolve and React render,
 * until `check` stops throwing; returns the milliseconds that took, so a test can place a
 * boundary exactly. After `maxMs` the check's own error is thrown.
 */
export async function tickUntil(check: () => unknown, maxMs = 50): Promise<number> {
  for (let ms = 0; ; ms++) {
    try {
      check();
      return ms;
    } catch (error) {
      if (ms >= maxMs) throw error;
    }
    await act(() => vi.advanceTimersByTimeAsync(1));
  }
}
