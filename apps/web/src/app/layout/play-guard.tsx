import { lazy, type ReactNode, Suspense, useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { logout } from '@/features/auth/logout';
import { useSession } from '@/stores/session';
import styles from './play-guard.module.css';

// Loaded with the game or sportsbook page, never with the home route (its JS budget).
const RealityCheck = lazy(() => import('@/features/protection/reality-check/reality-check'));
const SessionClock = lazy(() => import('@/features/protection/reality-check/session-clock'));

/**
 * Where a player plays (the casino game page and modal, the sportsbook pages): the session
 * clock, handed to `children` to place (docs/rules.md R20), and the reality check (docs/rules.md R19), which makes
 * the play area inert until the player acknowledges it (docs/rules.md).
 * Guests play nothing: they get neither.
 */
export function PlayGuard({ children }: { children: (clock: ReactNode) => ReactNode }) {
  const session = useSession();
  const navigate = useNavigate();
  const [paused, setPaused] = useState(false);
  const onPause = useCallback((p: boolean) => setPaused(p), []);
  if (!session) return <>{children(null)}</>;
  const clock = (
    <Suspense fallback={null}>
      <SessionClock />
    </Suspense>
  );
  return (
    <>
      <div className={styles.area} inert={paused} data-paused={paused || undefined}>
        {children(clock)}
      </div>
      <Suspense fallback={null}>
        <RealityCheck onPause={onPause} onLogout={() => void logout(navigate)} />
      </Suspense>
    </>
  );
}
