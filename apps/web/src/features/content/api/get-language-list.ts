import type { z } from 'zod';
import type { languageSchema } from '@lalebet/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { contentKeys } from './keys';

type Language = z.infer<typeof languageSchema>;

export const getLanguageList = () => api.get<Language[]>('cms/languagelist').then((r) => r.data);

export const languageListQueryOptions = () =>
  queryOptions({ queryKey: contentKeys.languageList, queryFn: getLanguageList, staleTime: Infinity });

export const useLanguageList = () => useQuery(languageListQueryOptions());
