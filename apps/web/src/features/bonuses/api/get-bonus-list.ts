import type { ClaimableBonus } from '@lalebet/shared/bonuses';
import type { Locale } from '@lalebet/shared/locale';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useLocale } from '@/hooks/use-locale';
import { api } from '@/lib/api-client';
import { bonusKeys } from './keys';

/** GET bonus/list: every offer with its rules, and whether (or why not) the player can claim it. */
export const getBonusList = async () => (await api.get<ClaimableBonus[]>('bonus/list')).data;

export const bonusListQueryOptions = (locale: Locale) =>
  queryOptions({ queryKey: bonusKeys.list(locale), queryFn: getBonusList, staleTime: 0 });

export function useBonusList() {
  const locale = useLocale();
  return useQuery(bonusListQueryOptions(locale));
}
