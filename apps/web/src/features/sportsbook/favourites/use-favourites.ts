import type { SportsFavourites } from '@lalebet/shared/sportsbook';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from '@/components/ui/toast';
import { ApiError } from '@/lib/api-client';
import { openDialog } from '@/stores/dialogs';
import { useSession } from '@/stores/session';
import { betKeys } from '../api/bet-keys';
import { NO_FAVOURITES, useSportsFavourites } from '../api/get-favourites';
import { useUpdateFavourites } from '../api/update-favourites';

export type FavouriteKind = 'tournament' | 'event';
const LIST: Record<FavouriteKind, keyof SportsFavourites> = { tournament: 'tournaments', event: 'events' };

/**
 * The player's favourite leagues and matches (docs/decisions/065-sportsbook-favourites.md) and
 * a toggle: a guest gets the login dialog, as with the casino's hearts; a player's star flips at
 * once and the whole set goes to the server.
 */
export function useFavourites() {
  const { t } = useTranslation('sportsbook');
  const session = useSession();
  const client = useQueryClient();
  const query = useSportsFavourites();
  const save = useUpdateFavourites();
  const favourites = (session && query.data) || NO_FAVOURITES;

  const toggle = (kind: FavouriteKind, id: string) => {
    if (!session) return openDialog({ name: 'login' });
    // The set as of now, optimistic saves included, so quick clicks build on each other.
    const current = client.getQueryData<SportsFavourites>(betKeys.favourites(session.usercode)) ?? favourites;
    const list = current[LIST[kind]];
    const next = {
      ...current,
      [LIST[kind]]: list.includes(id) ? list.filter((x) => x !== id) : [...list, id],
    };
    save.mutate(next, {
      onError: (error) =>
        toast.error(
          error instanceof ApiError && error.code !== 'NETWORK_ERROR' && error.message
            ? error.message
            : t('favourites.failed'),
        ),
    });
  };

  const isFavourite = (kind: FavouriteKind, id: string) => favourites[LIST[kind]].includes(id);
  return { favourites, loggedIn: !!session, isFavourite, toggle };
}
