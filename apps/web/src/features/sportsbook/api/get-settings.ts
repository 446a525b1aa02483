import type { SportsSettings } from '@lalebet/shared/sportsbook';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useSession } from '@/stores/session';
import { betKeys } from './bet-keys';

/** GET sportsbook/settings: the logged-in player's odds-change policy and odds format. */
export const getSettings = async () => (await api.get<SportsSettings>('sportsbook/settings')).data;

export const settingsQueryOptions = (usercode: string | null) =>
  queryOptions({ queryKey: betKeys.settings(usercode), queryFn: getSettings, staleTime: Infinity });

/** Only for a logged-in player; a guest's settings stay in local storage. */
export function useSportsSettings() {
  const usercode = useSession()?.usercode ?? null;
  return useQuery({ ...settingsQueryOptions(usercode), enabled: !!usercode });
}
