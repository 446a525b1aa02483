import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST admin/payment/reconciliation/flags/:id/resolve: close a flag with a note (audited). */
export function useResolveReconciliationFlag() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, note }: { id: number; note: string }) =>
      api.post<unknown>(`admin/payment/reconciliation/flags/${id}/resolve`, { note }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['admin', 'reconciliation'] }),
  });
}
