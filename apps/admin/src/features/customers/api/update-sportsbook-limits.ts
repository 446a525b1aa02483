import type { CustomerSportsLimitsRequest, customerSportsLimitsResponseSchema } from '@lalebet/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';

export type SportsLimitsResponse = z.infer<typeof customerSportsLimitsResponseSchema>;

/**
 * PUT admin/sportsbook/customers/:id/limits: tightening applies at once; loosening answers
 * 'pending' until a second sportsbook:limits holder approves it.
 */
export function useUpdateSportsbookLimits(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CustomerSportsLimitsRequest) =>
      api.put<SportsLimitsResponse>(`admin/sportsbook/customers/${id}/limits`, body),
    onSuccess: () => client.invalidateQueries({ queryKey: ['admin', 'customers', id] }),
  });
}
