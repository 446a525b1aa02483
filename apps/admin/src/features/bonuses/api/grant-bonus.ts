import type { AdminBonusGrant } from '@lalebet/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST admin/customers/:id/bonuses: a running definition for one player, with a reason (kuruş) */
export function useGrantBonus() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ customerId, ...body }: AdminBonusGrant & { customerId: number }) =>
      api.post<{ customerBonusId: number; amount: number }>(`admin/customers/${customerId}/bonuses`, body),
    onSuccess: () => client.invalidateQueries({ queryKey: ['admin'] }),
  });
}
