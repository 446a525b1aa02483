import { useEffect } from 'react';
import { RealityCheckDialog } from './reality-check-dialog';
import { useRealityCheck } from './use-reality-check';

type Props = {
  /** The app makes the game's (or sportsbook's) subtree inert while the check shows. */
  onPause: (paused: boolean) => void;
  onLogout: () => void;
};

/** The reality check of a running session (loaded lazily with the game or sportsbook page). */
export default function RealityCheck({ onPause, onLogout }: Props) {
  const { open, session, acknowledge } = useRealityCheck();
  const showing = open && !!session;
  useEffect(() => {
    onPause(showing);
  }, [showing, onPause]);
  useEffect(() => () => onPause(false), [onPause]);
  if (!showing) return null;
  return (
    <RealityCheckDialog
      session={session}
      onContinue={acknowledge}
      // Leaving for the history acknowledges too: the game is left behind.
      onHistory={acknowledge}
      onLogout={onLogout}
    />
  );
}
