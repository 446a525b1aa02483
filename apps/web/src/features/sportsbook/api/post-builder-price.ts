import type { BuilderPick, BuilderPrice } from '@lalebet/shared/sportsbook-builder';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { sportsbookKeys } from './keys';

/**
 * POST sportsbook/builder/price: the combined price of picks on one event, priced as a whole
 * (correlated), not the product of their prices. A POST for its body, but it writes nothing, so
 * it is read as a query. `BUILDER_CONFLICT` names the pairs that cannot go together
 * (`data.conflicts`, indexes into `selections`).
 */
export const postBuilderPrice = async (eventId: string, selections: BuilderPick[]) =>
  (await api.post<BuilderPrice>('sportsbook/builder/price', { eventId, selections })).data;

const pickKey = (picks: BuilderPick[]) =>
  picks.map((p) => `${p.marketId}/${p.specifiers}/${p.outcomeId}`).join('|');

export const builderPriceQueryOptions = (eventId: string, picks: BuilderPick[]) =>
  queryOptions({
    queryKey: sportsbookKeys.builderPrice(eventId, pickKey(picks)),
    queryFn: () => postBuilderPrice(eventId, picks),
    // A conflict is the answer for these picks; a failed price is asked again with the next change.
    retry: false,
    staleTime: 10_000,
  });

/**
 * The price of `picks` (already debounced by the caller); the previous price stays in `data`
 * (`isPlaceholderData`) while the new one loads, for the panel to grey out.
 */
export function useBuilderPrice(eventId: string, picks: BuilderPick[], enabled: boolean) {
  return useQuery({
    ...builderPriceQueryOptions(eventId, picks),
    enabled,
    placeholderData: keepPreviousData,
  });
}
