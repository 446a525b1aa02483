import { useEffect, useState } from 'react';

/** "1:05:09": hours, minutes and seconds since `startedAt` (never negative). */
export function formatClock(ms: number) {
  const s = Math.max(0, Math.floor(ms / 1000));
  const mm = String(Math.floor((s % 3600) / 60)).padStart(2, '0');
  const ss = String(s % 60).padStart(2, '0');
  return `${Math.floor(s / 3600)}:${mm}:${ss}`;
}

/** Whole hours and minutes since the start, for a sentence ("1 sa 5 dk"). */
export const splitDuration = (ms: number) => {
  const minutes = Math.max(0, Math.floor(ms / 60_000));
  return { h: Math.floor(minutes / 60), m: minutes % 60 };
};

/** The current time, ticking every `stepMs` (the session clock's seconds). */
export function useNow(stepMs = 1000) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), stepMs);
    return () => clearInterval(id);
  }, [stepMs]);
  return now;
}
