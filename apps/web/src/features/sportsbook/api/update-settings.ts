import type { SportsSettings } from '@lalebet/shared/sportsbook';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { sessionStore } from '@/stores/session';
import { betKeys } from './bet-keys';

/** PUT sportsbook/settings: remembers the player's choices on the server. */
export const updateSettings = async (settings: SportsSettings) =>
  (await api.put<SportsSettings>('sportsbook/settings', settings)).data;

export function useUpdateSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSettings,
    onSuccess: (saved) =>
      queryClient.setQueryData(betKeys.settings(sessionStore.get().session?.usercode ?? null), saved),
  });
}
