import type { ReconciliationRun } from '@lalebet/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST admin/payment/reconciliation/runs: one provider's UTC day now; a repeat raises nothing twice. */
export function useRunReconciliation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: { provider: string; day?: string }) =>
      api.post<ReconciliationRun>('admin/payment/reconciliation/runs', body),
    onSuccess: () => client.invalidateQueries({ queryKey: ['admin', 'reconciliation'] }),
  });
}
