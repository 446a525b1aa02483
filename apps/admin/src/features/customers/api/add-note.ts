import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST admin/customers/:id/notes: a staff note (audited; never edited or removed). */
export function useAddNote(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (text: string) => api.post<{ id: number }>(`admin/customers/${id}/notes`, { text }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['admin', 'customers', id] }),
  });
}
