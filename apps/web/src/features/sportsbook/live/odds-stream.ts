import type { OddsDelta } from '@lalebet/shared/notifications-hub';

/**
 * Placeholder of the hub's odds subscriptions (docs/decisions/021-sportsbook-engine.md): the
 * real client watches `event:<id>`, `live:<sport>` and `live:all` and calls `onDelta` for each
 * Odds command. Until it lands, pages show the prices they fetched.
 */
export function watchOdds(topics: string[], onDelta: (d: OddsDelta) => void): () => void {
  void topics;
  void onDelta;
  return () => {};
}

/** React: watches `topics` while mounted. */
export function useOddsStream(topics: string[], onDelta: (d: OddsDelta) => void): void {
  void topics;
  void onDelta;
}
