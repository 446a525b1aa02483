import type { PlaceBetRequest, SportsBet } from '@lalebet/shared/sportsbook';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { sharedKeys } from '@/lib/query-keys';
import { betKeys } from './bet-keys';

/**
 * POST sportsbook/bets: the bet as placed. A live bet answers `pending` and waits for the bet
 * delay; a `Bet` hub push says accepted or refused (docs/decisions/021-sportsbook-engine.md).
 */
export const placeBet = async (body: PlaceBetRequest) =>
  (await api.post<SportsBet>('sportsbook/bets', body)).data;

export function usePlaceBet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: placeBet,
    onSuccess: (bet) => {
      queryClient.setQueryData(betKeys.detail(bet.id), bet);
      void queryClient.invalidateQueries({ queryKey: betKeys.lists });
      // The stake left the balance.
      void queryClient.invalidateQueries({ queryKey: sharedKeys.balance });
    },
  });
}
