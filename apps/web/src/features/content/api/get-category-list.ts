import type { ContentCategory } from '@lalebet/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useLocale } from '@/hooks/use-locale';
import { api } from '@/lib/api-client';
import { contentKeys } from './keys';

export const getCategoryList = () => api.get<ContentCategory[]>('cms/categorylist').then((r) => r.data);

export const categoryListQueryOptions = (locale: string) =>
  queryOptions({
    queryKey: contentKeys.categoryList(locale),
    queryFn: getCategoryList,
    staleTime: 5 * 60_000,
  });

export const useCategoryList = () => useQuery(categoryListQueryOptions(useLocale()));

/** The footer's categories, by their stable English names (docs/product.md §7). */
export const FOOTER_CATEGORIES = ['Footer', 'Story', 'Terms of use', 'Terms of service'] as const;
