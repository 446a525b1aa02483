import type { CashoutRequest, CashoutResult } from '@lalebet/shared/sportsbook-cashout';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { sharedKeys } from '@/lib/query-keys';
import { betKeys } from './bet-keys';

/**
 * POST sportsbook/bets/:id/cashout: accepts a quote, whole or `amount` of it (the rest stays
 * open). May refuse with `CASHOUT_QUOTE_EXPIRED` or `CASHOUT_PRICE_CHANGED` (`data.quote`).
 */
export const postCashout = async (betId: string, body: CashoutRequest) =>
  (await api.post<CashoutResult>(`sportsbook/bets/${encodeURIComponent(betId)}/cashout`, body)).data;

/**
 * `onDone` runs at the hook's level, not the call's: the hub's "bet settled" notice may close the
 * bet's card (and its dialog) before the answer arrives, and a call's own callbacks die with it.
 */
export function usePostCashout(betId: string, onDone?: (result: CashoutResult) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CashoutRequest) => postCashout(betId, body),
    onSuccess: (result) => {
      onDone?.(result);
      // The bet closed or its open stake shrank; the amount reached the balance.
      void queryClient.invalidateQueries({ queryKey: betKeys.all });
      void queryClient.invalidateQueries({ queryKey: sharedKeys.balance });
    },
  });
}
