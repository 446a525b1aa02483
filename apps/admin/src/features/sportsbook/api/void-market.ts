import type { MarketVoidRequest } from '@lalebet/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { ManualSettlementResponse } from './grade-event';
import { sportsbookKeys } from './keys';

/**
 * POST admin/sportsbook/markets/void (money: step-up): every bet leg on the line void, as a feed
 * bet_cancel (docs/decisions/083-manual-grading-and-market-voids.md); 'pending' above the threshold.
 */
export function useVoidMarket() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: MarketVoidRequest) =>
      api.post<ManualSettlementResponse>('admin/sportsbook/markets/void', body),
    onSuccess: () => client.invalidateQueries({ queryKey: sportsbookKeys.all }),
  });
}
