import type { Promotion } from '@lalebet/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useLocale } from '@/hooks/use-locale';
import { api } from '@/lib/api-client';

export const getPromotionList = () => api.get<Promotion[]>('cms/promotionlist').then((r) => r.data);

export const promotionListQueryOptions = (locale: string) =>
  queryOptions({ queryKey: ['cms', 'promotionlist', locale], queryFn: getPromotionList });

export const usePromotionList = () => useQuery(promotionListQueryOptions(useLocale()));
