import type { AdminBonusDefinitionInput, AdminBonusDefinitionPending } from '@lalebet/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST admin/bonusdefinitions (money in kuruş, step-up): waits for a second bonus manager. */
export function useCreateDefinition() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: AdminBonusDefinitionInput) =>
      api.post<AdminBonusDefinitionPending>('admin/bonusdefinitions', body),
    onSuccess: () => client.invalidateQueries({ queryKey: ['admin', 'bonuses'] }),
  });
}
