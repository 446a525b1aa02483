import type { AdminPolicyOption, AdminSiteOptionUpdate, PolicyChangeResult } from '@lalebet/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

const key = ['admin', 'policy', 'options'] as const;

/** GET admin/policy/options (policy:manage; docs/decisions/043-policy-settings.md) */
export const usePolicyOptions = (enabled: boolean) =>
  useQuery({
    queryKey: key,
    enabled,
    queryFn: async () => (await api.get<AdminPolicyOption[]>('admin/policy/options')).data,
  });

/** PUT admin/policy/options/:key (step-up): applied at once, or pending a second person. */
export function useSavePolicyOption() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ key: k, body }: { key: string; body: AdminSiteOptionUpdate }) =>
      api.put<PolicyChangeResult>(`admin/policy/options/${encodeURIComponent(k)}`, body),
    onSuccess: () => client.invalidateQueries({ queryKey: ['admin'] }),
  });
}
