import type { FavoriteState, Game } from '@lalebet/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { patchSession, sessionStore } from '@/stores/session';
import { casinoKeys } from './keys';

/** POST casino/togglefavorite: the new state, the whole list and the server's localized message. */
export const toggleFavorite = (game: Pick<Game, 'gameCode' | 'mainProviderId'>) =>
  api.post<FavoriteState>('casino/togglefavorite', {
    code: game.gameCode,
    providerId: game.mainProviderId,
  });

/** Toggles a favourite; the session's userFavoriteList and the favourites grids follow. */
export function useToggleFavorite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: toggleFavorite,
    onSuccess: ({ data }) => {
      patchSession({ userFavoriteList: data.userFavoriteList });
      const usercode = sessionStore.get().session?.usercode;
      if (usercode) queryClient.setQueryData(casinoKeys.favorites(usercode), data.userFavoriteList);
      // Only the "Favourites" grids change; the others show the heart from the session.
      return queryClient.invalidateQueries({
        queryKey: casinoKeys.games,
        predicate: (q) => (q.queryKey[3] as { favorites?: boolean } | undefined)?.favorites === true,
      });
    },
  });
}
