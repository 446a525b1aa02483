import type { Affiliate, CreateAffiliateRequest } from '@lalebet/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST admin/affiliates */
export function useCreateAffiliate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateAffiliateRequest) => api.post<Affiliate>('admin/affiliates', body),
    onSuccess: () => client.invalidateQueries({ queryKey: ['admin', 'affiliates'] }),
  });
}
