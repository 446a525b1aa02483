import type { AdminBonusDefinitionInput } from '@lalebet/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST admin/bonusdefinitions (money in kuruş) */
export function useCreateDefinition() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: AdminBonusDefinitionInput) => api.post<{ id: number }>('admin/bonusdefinitions', body),
    onSuccess: () => client.invalidateQueries({ queryKey: ['admin', 'bonuses'] }),
  });
}
