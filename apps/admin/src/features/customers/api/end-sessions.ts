import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST admin/customers/:id/sessions/end: every session, socket and game launch, with a reason. */
export function useEndSessions(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (reason: string) =>
      api.post<{ ended: number; gameLaunchesEnded: number }>(`admin/customers/${id}/sessions/end`, {
        reason,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['admin', 'customers', id] }),
  });
}
