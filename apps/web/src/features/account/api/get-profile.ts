import type { Profile } from '@lalebet/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useLocale } from '@/hooks/use-locale';
import { api } from '@/lib/api-client';
import { accountKeys } from './keys';

/** GET customer/profile: the account page data (the country name comes in the caller's language). */
export const getProfile = async () => (await api.get<Profile>('customer/profile')).data;

export const profileQueryOptions = (locale: ReturnType<typeof useLocale>) =>
  queryOptions({ queryKey: accountKeys.profile(locale), queryFn: getProfile, staleTime: 30_000 });

export function useProfile() {
  const locale = useLocale();
  return useQuery(profileQueryOptions(locale));
}
