import type { Locale, Translation } from '@lalebet/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { contentKeys } from './keys';

export const getTranslationList = (locale: Locale) =>
  api.get<Translation[]>('cms/translationlist', { locale }).then((r) => r.data);

export const translationListQueryOptions = (locale: Locale) =>
  queryOptions({
    queryKey: contentKeys.translationList(locale),
    queryFn: () => getTranslationList(locale),
    staleTime: Infinity,
  });

export const useTranslationList = (locale: Locale) => useQuery(translationListQueryOptions(locale));
