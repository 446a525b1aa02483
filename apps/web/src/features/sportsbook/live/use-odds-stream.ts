import type { OddsDelta } from '@lalebet/shared/notifications-hub';
import { useEffect, useRef } from 'react';
import { watchOdds } from './odds-stream';

/**
 * Watches `topics` while the component is mounted (and they stay the same set); `onDelta` may
 * change on every render without watching again.
 */
export function useOddsStream(topics: string[], onDelta: (delta: OddsDelta) => void): void {
  const handler = useRef(onDelta);
  useEffect(() => {
    handler.current = onDelta;
  });
  // Topics never contain spaces (event ids are [A-Za-z0-9:_-]), so this key is exact.
  const key = [...new Set(topics)].sort().join(' ');
  useEffect(() => {
    if (!key) return;
    return watchOdds(key.split(' '), (delta) => handler.current(delta));
  }, [key]);
}
