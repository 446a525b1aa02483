import type { Popup } from '@lalebet/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useLocale } from '@/hooks/use-locale';
import { api } from '@/lib/api-client';
import { contentKeys } from './keys';

export const getPopup = () => api.get<Popup | null>('cms/popup').then((r) => r.data);

export const popupQueryOptions = (locale: string) =>
  queryOptions({ queryKey: contentKeys.popup(locale), queryFn: getPopup });

export const usePopup = () => useQuery(popupQueryOptions(useLocale()));
