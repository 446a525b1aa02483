import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST admin/protection/flags/:id/review: close a flag with a note (audited). */
export const postFlagReview = async (id: number, note: string) =>
  (await api.post<null>(`admin/protection/flags/${id}/review`, { note })).data;

export function useFlagReview() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, note }: { id: number; note: string }) => postFlagReview(id, note),
    onSuccess: () => client.invalidateQueries({ queryKey: ['admin'] }),
  });
}
