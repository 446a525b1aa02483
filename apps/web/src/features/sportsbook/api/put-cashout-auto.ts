import type { CashoutAuto } from '@lalebet/shared/sportsbook-cashout';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { betKeys } from './bet-keys';

/** PUT sportsbook/bets/:id/cashout/auto: sets the threshold, or clears it with null. */
export const putCashoutAuto = async (betId: string, body: CashoutAuto) =>
  (await api.put<CashoutAuto>(`sportsbook/bets/${encodeURIComponent(betId)}/cashout/auto`, body)).data;

export function usePutCashoutAuto(betId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CashoutAuto) => putCashoutAuto(betId, body),
    onSuccess: (saved) => queryClient.setQueryData(betKeys.cashoutAuto(betId), saved),
  });
}
