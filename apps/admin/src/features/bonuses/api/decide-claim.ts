import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST admin/bonusclaims/confirm, or /reject with a reason */
export function useDecideClaim() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (d: { id: number; action: 'confirm' } | { id: number; action: 'reject'; reason: string }) =>
      d.action === 'confirm'
        ? api.post<null>('admin/bonusclaims/confirm', { id: d.id })
        : api.post<null>('admin/bonusclaims/reject', { id: d.id, reason: d.reason }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['admin'] }),
  });
}
