import type { ScopeLimit, ScopeLimitRequest } from '@lalebet/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { sportsbookKeys } from './keys';

type Answer = { status: 'done' | 'pending'; requestId: number | null; items: ScopeLimit[] };

/** PUT admin/sportsbook/scope-limits: tighter at once, looser after a second person's approval. */
export function useSetScopeLimit() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ScopeLimitRequest) => api.put<Answer>('admin/sportsbook/scope-limits', body),
    onSuccess: () => client.invalidateQueries({ queryKey: sportsbookKeys.all }),
  });
}
