import type { AdminGameUpdate } from '@lalebet/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { AdminGame } from './list-games';

/** PUT admin/casino/games/:id */
export function useUpdateGame() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: AdminGameUpdate & { id: number }) =>
      api.put<AdminGame>(`admin/casino/games/${id}`, body),
    onSuccess: () => client.invalidateQueries({ queryKey: ['admin', 'casino'] }),
  });
}
