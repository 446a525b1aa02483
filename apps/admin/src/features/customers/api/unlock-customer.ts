import type { AdminUnlockResponse } from '@lalebet/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST admin/customers/:id/unlock: lock, password throttle and frozen codes, with a reason (step-up). */
export function useUnlockCustomer(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (reason: string) => api.post<AdminUnlockResponse>(`admin/customers/${id}/unlock`, { reason }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['admin', 'customers', id] }),
  });
}
