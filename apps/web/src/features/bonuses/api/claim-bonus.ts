import type { BonusClaimRequest, CustomerBonus } from '@lalebet/shared/bonuses';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { refreshBonuses } from './keys';

/**
 * POST bonus/claim { definitionId }: the new customer bonus, `active` when granted at once,
 * `pending` when an operator decides. `message` is the server's localized confirmation.
 */
export const claimBonus = (body: BonusClaimRequest) => api.post<CustomerBonus>('bonus/claim', body);

export function useClaimBonus() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: claimBonus, onSettled: () => refreshBonuses(queryClient) });
}
