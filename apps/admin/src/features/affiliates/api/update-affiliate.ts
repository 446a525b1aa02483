import type { Affiliate, UpdateAffiliateRequest } from '@lalebet/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** PUT admin/affiliates/:id (name, or pause and resume) */
export function useUpdateAffiliate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: UpdateAffiliateRequest & { id: number }) =>
      api.put<Affiliate>(`admin/affiliates/${id}`, body),
    onSuccess: () => client.invalidateQueries({ queryKey: ['admin', 'affiliates'] }),
  });
}
