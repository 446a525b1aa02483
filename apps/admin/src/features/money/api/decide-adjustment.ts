import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST admin/adjustments/:id/approve (step-up): sends back the hash of what was reviewed. */
export function useApproveAdjustment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, payloadHash }: { id: number; payloadHash: string }) =>
      api.post<null>(`admin/adjustments/${id}/approve`, { payloadHash }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['admin'] }),
  });
}

/** POST admin/adjustments/:id/reject (step-up) with a reason. */
export function useRejectAdjustment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: number; reason: string }) =>
      api.post<null>(`admin/adjustments/${id}/reject`, { reason }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['admin'] }),
  });
}
