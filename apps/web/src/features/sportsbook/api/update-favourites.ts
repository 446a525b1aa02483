import type { SportsFavourites } from '@lalebet/shared/sportsbook';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { sessionStore } from '@/stores/session';
import { betKeys } from './bet-keys';

/** PUT sportsbook/favourites: replaces the whole set; answers it as saved (repeats dropped). */
export const updateFavourites = async (favourites: SportsFavourites) =>
  (await api.put<SportsFavourites>('sportsbook/favourites', favourites)).data;

const MUTATION_KEY = ['sportsbook', 'favourites', 'save'] as const;

/**
 * Saves the set optimistically: the stars and the menu change at once. Saves run one after the
 * other (one scope), each a whole set built on the previous one, so the last click wins on the
 * server too. A failed save puts back the set from before it; the last save to settle refetches.
 */
export function useUpdateFavourites() {
  const client = useQueryClient();
  const key = () => betKeys.favourites(sessionStore.get().session?.usercode ?? null);
  return useMutation({
    mutationKey: MUTATION_KEY,
    scope: { id: 'sportsbook-favourites' },
    mutationFn: updateFavourites,
    onMutate: async (next) => {
      await client.cancelQueries({ queryKey: key() });
      const before = client.getQueryData<SportsFavourites>(key());
      client.setQueryData(key(), next);
      return { before };
    },
    onError: (_error, _next, context) => {
      if (context?.before) client.setQueryData(key(), context.before);
    },
    onSettled: () =>
      client.isMutating({ mutationKey: MUTATION_KEY }) === 1
        ? client.invalidateQueries({ queryKey: key() })
        : undefined,
  });
}
