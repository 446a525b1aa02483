import type { AdminBonusDefinitionPending } from '@lalebet/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { AdminDefinition } from './list-definitions';

/**
 * POST admin/bonusdefinitions/:id/pause (at once) or /resume (step-up; waits for a second
 * bonus manager unless the definition already runs).
 */
export function usePauseDefinition() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, paused }: { id: number; paused: boolean }) =>
      paused
        ? api.post<AdminDefinition>(`admin/bonusdefinitions/${id}/pause`, {})
        : api.post<AdminBonusDefinitionPending | { status: 'running'; definition: AdminDefinition }>(
            `admin/bonusdefinitions/${id}/resume`,
            {},
          ),
    onSuccess: () => client.invalidateQueries({ queryKey: ['admin', 'bonuses'] }),
  });
}
