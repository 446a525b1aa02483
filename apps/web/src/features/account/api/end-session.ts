import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { accountKeys } from './keys';

/** `{ id }` ends one own session; `{ all: true }` ends every session but this one. */
export type EndSessionTarget = { id: string } | { all: true };

/** POST customer/endsession. Resolves to the server's message and how many sessions ended. */
export const endSession = (target: EndSessionTarget) =>
  api.post<{ ended: number }>('customer/endsession', target);

export function useEndSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endSession,
    // Refetch whether it worked or not: a failure may mean the list was stale.
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountKeys.sessions }),
  });
}
