import type { SetLimitResponse, staffLimitRequestSchema } from '@lalebet/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';

export type StaffLimitRequest = z.infer<typeof staffLimitRequestSchema>;

/**
 * POST admin/customers/:id/limits: add or lower a limit with a reason, at once; the server
 * refuses one above the player's own or the staff limit already there (LIMIT_RAISE_FORBIDDEN).
 */
export function useSetLimit(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: StaffLimitRequest) => api.post<SetLimitResponse>(`admin/customers/${id}/limits`, body),
    // The prefix takes the protection tab's queries and the header's limit count with it.
    onSuccess: () => client.invalidateQueries({ queryKey: ['admin', 'customers', id] }),
  });
}
