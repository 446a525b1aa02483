import { useEffect, useState } from 'react';
import { usePlaySession } from '../api/get-play-session';

/**
 * When the reality check is due: the server's `nextRealityCheckAt`, but never sooner than one
 * interval after the player's last acknowledgement (the server may not have moved it yet).
 * Returns whether the check is showing, and `acknowledge` (Continue).
 */
export function useRealityCheck() {
  const session = usePlaySession();
  const [open, setOpen] = useState(false);
  const [ackAt, setAckAt] = useState<number | null>(null);
  const next = session.data?.nextRealityCheckAt ? Date.parse(session.data.nextRealityCheckAt) : null;
  const minutes = session.data?.realityCheckMinutes ?? null;
  let dueAt = next;
  if (dueAt !== null && ackAt !== null && minutes) dueAt = Math.max(dueAt, ackAt + minutes * 60_000);
  const { refetch } = session;

  useEffect(() => {
    if (open || dueAt === null) return;
    const id = setTimeout(
      () => {
        setOpen(true);
        // The figures as of now: stakes and wins moved since the last read.
        void refetch();
      },
      Math.max(0, dueAt - Date.now()),
    );
    return () => clearTimeout(id);
  }, [open, dueAt, refetch]);

  const acknowledge = () => {
    setAckAt(Date.now());
    setOpen(false);
    void refetch();
  };
  return { open, session: session.data, acknowledge };
}
