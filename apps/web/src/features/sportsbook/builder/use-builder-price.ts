import { MIN_BUILDER_LEGS, type BuilderPick } from '@lalebet/shared/sportsbook-builder';
import { useMemo } from 'react';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { ApiError } from '@/lib/api-client';
import { useBuilderPrice } from '../api/post-builder-price';
import { type BuilderLeg, legKey } from './builder-store';

/** Picks settle this long before their price is asked: a burst of taps asks once. */
export const BUILDER_PRICE_DEBOUNCE_MS = 300;

export type BuilderConflict = {
  /** The server's message (BUILDER_CONFLICT), in the reader's language. */
  message: string;
  /** Each conflicting pick (legKey) with the picks it cannot go with. */
  with: Map<string, BuilderPick[]>;
};

/** BUILDER_CONFLICT's pairs of indexes into the picks priced, read leniently. */
function conflictOf(error: unknown, priced: BuilderPick[]): BuilderConflict | null {
  if (!(error instanceof ApiError) || error.code !== 'BUILDER_CONFLICT') return null;
  const pairs = (error.data as { conflicts?: unknown } | null)?.conflicts;
  const conflict: BuilderConflict = { message: error.message, with: new Map() };
  const add = (a: BuilderPick, b: BuilderPick) =>
    conflict.with.set(legKey(a), [...(conflict.with.get(legKey(a)) ?? []), b]);
  for (const pair of Array.isArray(pairs) ? pairs : []) {
    const [a, b] = Array.isArray(pair) ? pair.map((i: unknown) => priced[Number(i)]) : [];
    if (!a || !b) continue;
    add(a, b);
    add(b, a);
  }
  return conflict;
}

/**
 * The combined price of the picks, asked again BUILDER_PRICE_DEBOUNCE_MS after they last
 * changed. `stale` while the picks have changed since the price shown (the panel greys it out
 * and will not place on it).
 */
export function useBuilderQuote(eventId: string, legs: BuilderLeg[]) {
  // Keyed by the picks alone: new single prices (a refusal's) are not new picks to price.
  const key = legs.map(legKey).join('|');
  const picks = useMemo(
    () => legs.map(({ marketId, specifiers, outcomeId }) => ({ marketId, specifiers, outcomeId })),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` is what `legs` means here
    [key],
  );
  const settled = useDebouncedValue(picks, BUILDER_PRICE_DEBOUNCE_MS);
  const enough = picks.length >= MIN_BUILDER_LEGS;
  const query = useBuilderPrice(eventId, settled, settled.length >= MIN_BUILDER_LEGS);
  const conflict = conflictOf(query.error, settled);
  return {
    odds: enough && !query.error ? (query.data?.odds ?? null) : null,
    stale: enough && (settled !== picks || query.isFetching || query.isPlaceholderData),
    conflict,
    /** A failure other than a conflict (the pricing service down...). */
    error: query.error && !conflict ? query.error : null,
    refetch: () => void query.refetch(),
  };
}

export type BuilderQuote = ReturnType<typeof useBuilderQuote>;
