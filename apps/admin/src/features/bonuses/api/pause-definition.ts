import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { AdminDefinition } from './list-definitions';

/** POST admin/bonusdefinitions/:id/pause or /resume */
export function usePauseDefinition() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, paused }: { id: number; paused: boolean }) =>
      api.post<AdminDefinition>(`admin/bonusdefinitions/${id}/${paused ? 'pause' : 'resume'}`, {}),
    onSuccess: () => client.invalidateQueries({ queryKey: ['admin', 'bonuses'] }),
  });
}
