import type { z } from 'zod';
import type { contentItemSchema } from '@lalebet/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useLocale } from '@/hooks/use-locale';
import { api } from '@/lib/api-client';

type ContentItem = z.infer<typeof contentItemSchema>;

export const getContentList = (categoryId: number) =>
  api.post<ContentItem[]>('cms/contentlist', { status: true, categoryId }).then((r) => r.data);

export const contentListQueryOptions = (categoryId: number, locale: string) =>
  queryOptions({
    queryKey: ['cms', 'contentlist', categoryId, locale],
    queryFn: () => getContentList(categoryId),
  });

export const useContentList = (categoryId = 1) => useQuery(contentListQueryOptions(categoryId, useLocale()));
