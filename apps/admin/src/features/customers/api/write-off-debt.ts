import type { DebtWriteOffRequest } from '@lalebet/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * POST admin/debts/:id/write-off (step-up): asks to write off one open debt with a reason; a
 * second adjustments:approve holder decides it in the approvals inbox (docs/decisions/104-debt-write-off.md).
 */
export function useWriteOffDebt(customerId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ debtId, reason }: { debtId: number } & DebtWriteOffRequest) =>
      api.post<{ requestId: number }>(`admin/debts/${debtId}/write-off`, { reason }),
    // Player 360 then shows the debt as waiting for approval.
    onSuccess: () => client.invalidateQueries({ queryKey: ['admin', 'customers', customerId] }),
  });
}
