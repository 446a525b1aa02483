import { useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { paths } from '@/config/paths';
import { useLocale } from '@/hooks/use-locale';
import { launchGame } from '../api/launch-game';
import type { PlayableGame } from './game-link';

let mounts = 0;

/**
 * Launches `game` once per mount and again on every `relaunch()`. Launch tokens are single-use,
 * so the answer is never reused: the key carries this mount's number and the attempt, and the
 * entry is dropped as soon as nobody shows it. A query (not an effect) so that StrictMode's
 * double mount does not launch twice.
 */
export function useGameLaunch(game: PlayableGame, isMobile: boolean) {
  const locale = useLocale();
  const [mount] = useState(() => ++mounts);
  const [attempt, setAttempt] = useState(0);
  const launch = useQuery({
    queryKey: ['casino', 'launch', mount, attempt, game.launcher, game.gameCode] as const,
    queryFn: () =>
      launchGame(game, {
        isMobile,
        language: locale,
        lobbyUrl: new URL(paths.casinoSlot, window.location.origin).href,
      }),
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
    refetchOnMount: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
  const relaunch = useCallback(() => setAttempt((a) => a + 1), []);
  return { launch, attempt, relaunch };
}
