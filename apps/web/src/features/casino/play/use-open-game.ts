import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { openDialog } from '@/stores/dialogs';
import { closeMenus, uiStore } from '@/stores/ui';
import { type PlayableGame, encodeGame, toPlayable } from './game-link';

/** Below this width a game opens in the fullscreen play modal, above it on the play page. */
export const PLAY_MODAL_QUERY = '(max-width: 991px)';

export const isMobilePlay = () =>
  typeof window !== 'undefined' && (window.matchMedia?.(PLAY_MODAL_QUERY).matches ?? false);

/**
 * Opens a game (docs/product.md §4): guests get the login dialog; players get the play modal on
 * mobile and the play page (/casino/play/{encoded game}) on desktop.
 */
export function useOpenGame(): (game: PlayableGame) => void {
  const navigate = useNavigate();
  return useCallback(
    (game: PlayableGame) => {
      closeMenus();
      const mobile = isMobilePlay();
      const playPath = paths.casinoPlay(encodeGame(game));
      if (!uiStore.get().hasLogin) {
        openDialog({ name: 'login', data: mobile ? undefined : { redirectTo: playPath } });
        return;
      }
      if (mobile) openDialog({ name: 'play', data: toPlayable(game) });
      else void navigate(playPath);
    },
    [navigate],
  );
}
