import type { AdminBonusGrant, AdminBonusGranted } from '@lalebet/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST admin/customers/:id/bonuses (step-up): given at once, or above the threshold sent for approval. */
export function useGrantBonus() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ customerId, ...body }: AdminBonusGrant & { customerId: number }) =>
      api.post<AdminBonusGranted>(`admin/customers/${customerId}/bonuses`, body),
    onSuccess: () => client.invalidateQueries({ queryKey: ['admin'] }),
  });
}
