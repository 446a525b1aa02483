import type { AdminBonusDefinitionPending } from '@lalebet/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST admin/bonusdefinitions/:id/clone (step-up): a paused copy under a new code, once approved */
export function useCloneDefinition() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, code }: { id: number; code: string }) =>
      api.post<AdminBonusDefinitionPending>(`admin/bonusdefinitions/${id}/clone`, { code }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['admin', 'bonuses'] }),
  });
}
