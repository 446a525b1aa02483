import type { Category } from '@lalebet/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { casinoKeys } from './keys';

/** GET casino/categorylist: id, name, slugList, imageUrl of each category page. */
export const getCategoryList = async () => (await api.get<Category[]>('casino/categorylist')).data;

export const categoryListQueryOptions = () =>
  queryOptions({ queryKey: casinoKeys.categories, queryFn: getCategoryList, staleTime: 10 * 60_000 });

export const useCasinoCategories = () => useQuery(categoryListQueryOptions());
