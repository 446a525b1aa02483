import type { GradeEventRequest, manualSettlementResponseSchema } from '@lalebet/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import { sportsbookKeys } from './keys';

export type ManualSettlementResponse = z.infer<typeof manualSettlementResponseSchema>;

/**
 * POST admin/sportsbook/events/{id}/grade (money: step-up, which the API client asks for): the
 * results of markets the feed does not cover, settled as a feed result
 * (docs/decisions/083-manual-grading-and-market-voids.md). Above the operator's threshold it
 * answers 'pending': a second person must approve it.
 */
export function useGradeEvent() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ eventId, ...body }: GradeEventRequest & { eventId: string }) =>
      api.post<ManualSettlementResponse>(
        `admin/sportsbook/events/${encodeURIComponent(eventId)}/grade`,
        body,
      ),
    onSuccess: () => client.invalidateQueries({ queryKey: sportsbookKeys.all }),
  });
}
