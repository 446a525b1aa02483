import type { WithdrawalAction } from '@lalebet/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

type Act = { action: Exclude<WithdrawalAction, 'reveal'>; id: number; reason?: string };

/** POST admin/withdrawals/{confirm (step-up) | reject | hold | release}. */
export function useWithdrawalAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ action, id, reason }: Act) =>
      api.post<null>(`admin/withdrawals/${action}`, reason === undefined ? { id } : { id, reason }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['admin'] }),
  });
}
