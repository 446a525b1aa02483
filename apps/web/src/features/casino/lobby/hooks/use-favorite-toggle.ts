import type { Game } from '@lalebet/shared/casino';
import { useTranslation } from 'react-i18next';
import { toast } from '@/components/ui/toast';
import { ApiError } from '@/lib/api-client';
import { openDialog } from '@/stores/dialogs';
import { useSession } from '@/stores/session';
import { useToggleFavorite } from '../../api/toggle-favorite';

/**
 * The heart of a game card (docs/product.md §4): active when the game's code is in the session's
 * userFavoriteList; a click toggles it. Guests get the login dialog. The heart flips at once and
 * settles on the server's answer; the toast carries the server's localized message.
 */
export function useFavoriteToggle(game: Game) {
  const { t } = useTranslation('casino');
  const session = useSession();
  const mutation = useToggleFavorite();
  // Sessions stored before favourites existed have no list.
  const inList = session?.userFavoriteList?.includes(game.gameCode) ?? false;
  const pending = mutation.isPending;

  const toggle = () => {
    if (!session) return openDialog({ name: 'login' });
    if (pending) return;
    mutation.mutate(game, {
      onSuccess: ({ data, message }) =>
        data.favorite
          ? toast.success(message || t('favorites.added'))
          : toast.warning(message || t('favorites.removed')),
      onError: (error) =>
        toast.error(
          error instanceof ApiError && error.code !== 'NETWORK_ERROR' && error.message
            ? error.message
            : t('favorites.failed'),
        ),
    });
  };

  return { active: pending ? !inList : inList, pending, toggle };
}
