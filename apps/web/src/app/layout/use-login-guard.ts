import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import { openDialog } from '@/stores/dialogs';
import { closeMenus, uiStore } from '@/stores/ui';

/** Decides from the route data (`handle.guard`) whether a path needs a logged-in player. */
export type GuardMatcher = (pathname: string) => boolean;

/**
 * docs/product.md §2: the route guard opens the login dialog and blocks navigation when the
 * player is not logged in. The player stays on the current page; the wanted path rides along
 * in the dialog data so the login form can continue there.
 */
export function useLoginGuard(isGuarded: GuardMatcher) {
  const blocker = useBlocker(
    ({ nextLocation }) => !uiStore.get().hasLogin && isGuarded(nextLocation.pathname),
  );
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    const { pathname, search } = blocker.location;
    blocker.reset();
    closeMenus();
    openDialog({ name: 'login', data: { redirectTo: pathname + search } });
  }, [blocker]);
}
