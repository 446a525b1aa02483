import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST admin/bonusdefinitions/:id/clone: a paused copy under a new code */
export function useCloneDefinition() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, code }: { id: number; code: string }) =>
      api.post<{ id: number }>(`admin/bonusdefinitions/${id}/clone`, { code }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['admin', 'bonuses'] }),
  });
}
