import type { VoidReasonCode, voidBetResponseSchema } from '@lalebet/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import { sportsbookKeys } from './keys';

export type VoidBetResponse = z.infer<typeof voidBetResponseSchema>;

/**
 * POST admin/sportsbook/bets/{id}/void (money: step-up, which the API client asks for). Above
 * the operator's threshold it answers 'pending': a second person must approve it.
 */
export function useVoidBet() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: { id: string; reason: string; reasonCode: VoidReasonCode }) =>
      api.post<VoidBetResponse>(`admin/sportsbook/bets/${encodeURIComponent(id)}/void`, body),
    onSuccess: () => client.invalidateQueries({ queryKey: sportsbookKeys.all }),
  });
}
