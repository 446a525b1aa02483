import type { CustomerBonus } from '@lalebet/shared/bonuses';
import type { Locale } from '@lalebet/shared/locale';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useLocale } from '@/hooks/use-locale';
import { api } from '@/lib/api-client';
import { bonusKeys } from './keys';

/** GET bonus/mine: the player's bonuses (pending, active and past), with wagering progress. */
export const getMyBonuses = async () => (await api.get<CustomerBonus[]>('bonus/mine')).data;

export const myBonusesQueryOptions = (locale: Locale) =>
  queryOptions({ queryKey: bonusKeys.mine(locale), queryFn: getMyBonuses, staleTime: 0 });

export function useMyBonuses() {
  const locale = useLocale();
  return useQuery(myBonusesQueryOptions(locale));
}
