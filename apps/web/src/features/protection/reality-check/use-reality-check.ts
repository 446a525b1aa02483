import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { realityCheckAnswered, realityCheckStore } from '@/stores/reality-check';
import { postRealityCheckAck } from '../api/post-reality-check-ack';
import { usePlaySession } from '../api/get-play-session';
import { protectionKeys } from '../api/keys';

/**
 * When the reality check is due: the server's `nextRealityCheckAt` (from then on it refuses
 * stakes with REALITY_CHECK_DUE until the player acknowledges; it may already be past), and at
 * once when a stake was refused so (realityCheckStore). `acknowledge` (Continue) tells the server
 * and takes the next due time from its answer.
 */
export function useRealityCheck() {
  const session = usePlaySession();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [ackAt, setAckAt] = useState<number | null>(null);
  const asked = realityCheckStore.use((s) => s.asked);
  const minutes = session.data?.realityCheckMinutes ?? null;
  let next = session.data?.nextRealityCheckAt ? Date.parse(session.data.nextRealityCheckAt) : null;
  // Until the server's answer to the acknowledgement arrives, its old due time is past.
  if (next !== null && ackAt !== null && minutes) next = Math.max(next, ackAt + minutes * 60_000);
  const { refetch } = session;

  useEffect(() => {
    if (open || next === null) return;
    const id = setTimeout(
      () => {
        setOpen(true);
        // The figures as of now: stakes and wins moved since the last read.
        void refetch();
      },
      Math.max(0, next - Date.now()),
    );
    return () => clearTimeout(id);
  }, [open, next, refetch]);

  // A refusal asked for it: shown until Continue, with the figures read again.
  useEffect(() => {
    if (asked) void refetch();
  }, [asked, refetch]);

  const acknowledge = () => {
    setAckAt(Date.now());
    realityCheckAnswered();
    setOpen(false);
    postRealityCheckAck().then(
      (fresh) => queryClient.setQueryData(protectionKeys.session, fresh),
      () => void refetch(),
    );
  };
  return { open: open || asked, session: session.data, acknowledge };
}
