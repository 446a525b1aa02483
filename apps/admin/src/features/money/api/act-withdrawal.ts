import type { AdminWithdrawalConfirmed, WithdrawalAction } from '@lalebet/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

type Act = { action: Exclude<WithdrawalAction, 'reveal'>; id: number; reason?: string };

/**
 * POST admin/withdrawals/{confirm (step-up) | reject | hold | release}. A confirm above the
 * second-approver threshold answers `pending_second_approval` with its own message.
 */
export function useWithdrawalAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ action, id, reason }: Act) =>
      api.post<AdminWithdrawalConfirmed | null>(
        `admin/withdrawals/${action}`,
        reason === undefined ? { id } : { id, reason },
      ),
    onSuccess: () => client.invalidateQueries({ queryKey: ['admin'] }),
  });
}
