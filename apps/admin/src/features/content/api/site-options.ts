import type { AdminSiteOption, AdminSiteOptionUpdate } from '@lalebet/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

const key = ['admin', 'content', 'siteoptions'] as const;

/** GET admin/content/siteoptions */
export const useSiteOptions = (enabled = true) =>
  useQuery({
    queryKey: key,
    enabled,
    queryFn: async () => (await api.get<AdminSiteOption[]>('admin/content/siteoptions')).data,
  });

/** PUT admin/content/siteoptions/:key */
export function useSaveSiteOption() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ key: k, body }: { key: string; body: AdminSiteOptionUpdate }) =>
      api.put<AdminSiteOption>(`admin/content/siteoptions/${encodeURIComponent(k)}`, body),
    onSuccess: () => client.invalidateQueries({ queryKey: key }),
  });
}
