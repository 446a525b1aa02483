import type { AdminMainMenu, AdminMainMenuUpdate } from '@lalebet/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

const key = ['admin', 'content', 'mainmenu'] as const;

/** GET admin/content/mainmenu */
export const useMainMenu = () =>
  useQuery({
    queryKey: key,
    queryFn: async () => (await api.get<AdminMainMenu>('admin/content/mainmenu')).data,
  });

/** PUT admin/content/mainmenu: the whole list, in display order. */
export function useSaveMainMenu() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: AdminMainMenuUpdate) => api.put<AdminMainMenu>('admin/content/mainmenu', body),
    onSuccess: (res) => client.setQueryData(key, res.data),
  });
}
