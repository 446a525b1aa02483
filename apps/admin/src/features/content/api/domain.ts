import type { AdminDomain } from '@lalebet/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

const key = ['admin', 'content', 'domain'] as const;

/** GET admin/content/domain */
export const useDomain = () =>
  useQuery({ queryKey: key, queryFn: async () => (await api.get<AdminDomain>('admin/content/domain')).data });

/** PUT admin/content/domain */
export function useSaveDomain() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: AdminDomain) => api.put<AdminDomain>('admin/content/domain', body),
    onSuccess: () => client.invalidateQueries({ queryKey: key }),
  });
}
