import type { Promotion } from '@lalebet/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useLocale } from '@/hooks/use-locale';
import { api } from '@/lib/api-client';
import { contentKeys } from './keys';

export const getPromotionList = () => api.get<Promotion[]>('cms/promotionlist').then((r) => r.data);

export const promotionListQueryOptions = (locale: string) =>
  queryOptions({ queryKey: contentKeys.promotionList(locale), queryFn: getPromotionList });

export const usePromotionList = () => useQuery(promotionListQueryOptions(useLocale()));
