import type { AdminTranslation, AdminTranslationUpdate } from '@lalebet/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

const key = (q?: object) => ['admin', 'content', 'translations', ...(q ? [q] : [])] as const;

/** GET admin/content/translations */
export const useTranslationList = (q: Record<string, unknown>) =>
  useQuery({
    queryKey: key(q),
    queryFn: async () =>
      (await api.get<{ items: AdminTranslation[]; total: number }>('admin/content/translations', q)).data,
    placeholderData: keepPreviousData,
  });

/** PUT admin/content/translations/:key */
export function useSaveTranslation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ key: k, body }: { key: string; body: AdminTranslationUpdate }) =>
      api.put<null>(`admin/content/translations/${encodeURIComponent(k)}`, body),
    onSuccess: () => client.invalidateQueries({ queryKey: key() }),
  });
}

/** DELETE admin/content/translations/:key */
export function useResetTranslation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (k: string) => api.delete<null>(`admin/content/translations/${encodeURIComponent(k)}`),
    onSuccess: () => client.invalidateQueries({ queryKey: key() }),
  });
}
