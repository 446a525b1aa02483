import type { AdminProviderUpdate } from '@lalebet/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** PUT admin/casino/providers/:id */
export function useUpdateProvider() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: AdminProviderUpdate & { id: number }) =>
      api.put<null>(`admin/casino/providers/${id}`, body),
    onSuccess: () => client.invalidateQueries({ queryKey: ['admin', 'casino'] }),
  });
}
