import type { ExclusionStarted, staffTimeoutRequestSchema } from '@lalebet/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';

export type StaffTimeoutRequest = z.infer<typeof staffTimeoutRequestSchema>;

/**
 * POST admin/customers/:id/timeout: a time-out with a reason, ending every session; the server
 * refuses one that would end before the block in force (EXCLUSION_CANNOT_SHORTEN).
 */
export function useImposeTimeout(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: StaffTimeoutRequest) =>
      api.post<ExclusionStarted>(`admin/customers/${id}/timeout`, body),
    // The prefix takes the protection tab's block list and the header's "timed out" state with it.
    onSuccess: () => client.invalidateQueries({ queryKey: ['admin', 'customers', id] }),
  });
}
