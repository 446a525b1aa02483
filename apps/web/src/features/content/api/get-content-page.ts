import type { ContentPage } from '@lalebet/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useLocale } from '@/hooks/use-locale';
import { api } from '@/lib/api-client';
import { contentKeys } from './keys';

export const getContentPage = (id: number) => api.get<ContentPage>('cms/content', { id }).then((r) => r.data);

export const contentPageQueryOptions = (id: number, locale: string) =>
  queryOptions({
    queryKey: contentKeys.contentPage(id, locale),
    queryFn: () => getContentPage(id),
    retry: false,
  });

export const useContentPage = (id: number) =>
  useQuery({ ...contentPageQueryOptions(id, useLocale()), enabled: id > 0 });
