import { type KeyboardEvent, type PointerEvent, useEffect, useRef } from 'react';

/** docs/product.md §9, number spin: the first repeat after 500 ms, then one every 40 ms. */
export const SPIN_FIRST_DELAY_MS = 500;
export const SPIN_REPEAT_MS = 40;

/**
 * A button that acts once when pressed and, held down, again after SPIN_FIRST_DELAY_MS and then
 * every SPIN_REPEAT_MS until it is let go (a stepper's long press). A pointer press acts on
 * pointerdown; the click that follows it is ignored. A keyboard's Enter or Space acts through the
 * click, and held down repeats at the browser's key-repeat rate. `act` is read when it runs, so
 * a repeat always sees the latest value; it returns false when it could not move (a bound
 * reached), which ends the repeats.
 */
export function usePressRepeat(act: () => boolean) {
  const latest = useRef(act);
  latest.current = act;
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const byPointer = useRef(false);

  const stop = () => {
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = null;
  };
  const repeat = (delay: number) => {
    timer.current = setTimeout(() => {
      timer.current = null;
      if (latest.current()) repeat(SPIN_REPEAT_MS);
    }, delay);
  };
  useEffect(() => stop, []);

  return {
    onPointerDown: (e: PointerEvent<HTMLButtonElement>) => {
      if (e.button !== 0) return;
      // Keeps the pointer's events on the button when a finger slides off it a little.
      e.currentTarget.setPointerCapture?.(e.pointerId);
      byPointer.current = true;
      stop();
      if (latest.current()) repeat(SPIN_FIRST_DELAY_MS);
    },
    onPointerUp: stop,
    onPointerCancel: stop,
    onLostPointerCapture: stop,
    onBlur: stop,
    onClick: () => {
      if (byPointer.current) byPointer.current = false;
      else latest.current();
    },
    onKeyDown: (e: KeyboardEvent<HTMLButtonElement>) => {
      if (e.key === 'Enter' || e.key === ' ') byPointer.current = false;
    },
    // A long press on a phone opens the context menu otherwise.
    onContextMenu: (e: { preventDefault: () => void }) => e.preventDefault(),
  };
}
