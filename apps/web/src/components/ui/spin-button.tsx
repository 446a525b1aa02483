import { useEffect, useRef } from 'react';

/** docs/product.md §9, number spin: the first repeat after 500 ms, then one every 40 ms. */
export const SPIN_FIRST_DELAY_MS = 500;
export const SPIN_REPEAT_MS = 40;

type Props = {
  /** −1 for the spin's "−", 1 for its "+". */
  direction: 1 | -1;
  label: string;
  className?: string;
  value: number;
  onChange: (value: number) => void;
  step: number;
  min: number;
  max: number;
};

/**
 * One button of a number spin: a press steps `value` by `step` within `min`..`max` (to the
 * kuruş) and, held down, steps again after SPIN_FIRST_DELAY_MS and then every SPIN_REPEAT_MS until
 * it is let go or a bound is reached. A pointer press acts on pointerdown and the click that
 * follows it is ignored; Enter or Space act through the click (held, at the keyboard's repeat
 * rate). Repeats step from the last value they set, not from a render's stale one.
 */
export function SpinButton({ direction, label, className, value, onChange, step, min, max }: Props) {
  const latest = useRef({ value, onChange });
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const byPointer = useRef(false);
  useEffect(() => {
    latest.current = { value, onChange };
  });
  useEffect(() => () => stop(timer), []);

  /** One step; false when a bound stopped it. */
  const move = () => {
    const { value: from, onChange: set } = latest.current;
    const next = Math.min(max, Math.max(min, Math.round((from + direction * step) * 100) / 100));
    if (next === from) return false;
    latest.current = { value: next, onChange: set };
    set(next);
    return true;
  };
  const repeat = (delay: number) => {
    timer.current = setTimeout(() => {
      timer.current = null;
      if (move()) repeat(SPIN_REPEAT_MS);
    }, delay);
  };
  const end = () => stop(timer);
  const bound = direction < 0 ? value <= min : value >= max;

  return (
    <button
      type="button"
      className={className}
      aria-label={label}
      disabled={bound}
      onPointerDown={(e) => {
        if (e.button !== 0) return;
        // Keeps the press on the button when a finger slides off it a little.
        e.currentTarget.setPointerCapture?.(e.pointerId);
        byPointer.current = true;
        end();
        if (move()) repeat(SPIN_FIRST_DELAY_MS);
      }}
      onPointerUp={end}
      onPointerCancel={end}
      onLostPointerCapture={end}
      onBlur={end}
      onClick={() => {
        if (byPointer.current) byPointer.current = false;
        else move();
      }}
      onKeyDown={(e) => {
        if (e.key === 'Enter' || e.key === ' ') byPointer.current = false;
      }}
      // A long press on a phone would open the context menu.
      onContextMenu={(e) => e.preventDefault()}
    >
      {direction < 0 ? '−' : '+'}
    </button>
  );
}

function stop(timer: { current: ReturnType<typeof setTimeout> | null }) {
  if (timer.current !== null) clearTimeout(timer.current);
  timer.current = null;
}
