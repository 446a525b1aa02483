import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { applyOddsDelta } from './apply-odds-delta';
import { useOddsStream } from './use-odds-stream';

/**
 * Keeps the cached lists and events current while mounted: watches the hub topics
 * (`event:<id>`, `live:<sport>`, `live:all`) and applies each delta to the query cache, which
 * re-renders the rows and buttons that show it.
 */
export function useLiveOdds(topics: string[]) {
  const client = useQueryClient();
  const onDelta = useCallback(
    (delta: Parameters<typeof applyOddsDelta>[1]) => applyOddsDelta(client, delta),
    [client],
  );
  useOddsStream(topics, onDelta);
}
