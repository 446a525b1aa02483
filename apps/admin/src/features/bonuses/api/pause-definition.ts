import type { AdminBonusDefinitionPending } from '@lalebet/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { AdminDefinition } from './list-definitions';

/** What a pause answers (the definition), or a resume (pending approval, or already running). */
export type PauseAnswer =
  AdminDefinition | AdminBonusDefinitionPending | { status: 'running'; definition: AdminDefinition };

/**
 * POST admin/bonusdefinitions/:id/pause (at once) or /resume (step-up; waits for a second
 * bonus manager unless the definition already runs).
 */
export function usePauseDefinition() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, paused }: { id: number; paused: boolean }) =>
      api.post<PauseAnswer>(`admin/bonusdefinitions/${id}/${paused ? 'pause' : 'resume'}`, {}),
    onSuccess: () => client.invalidateQueries({ queryKey: ['admin', 'bonuses'] }),
  });
}
