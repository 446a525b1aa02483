import type { BannerSlide } from '@lalebet/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useLocale } from '@/hooks/use-locale';
import { api } from '@/lib/api-client';
import { contentKeys } from './keys';

export const getSliderList = (slug: string) =>
  api.post<BannerSlide[]>('cms/sliderlist', { slug }).then((r) => r.data);

export const sliderListQueryOptions = (slug: string, locale: string) =>
  queryOptions({ queryKey: contentKeys.sliderList(slug, locale), queryFn: () => getSliderList(slug) });

export const useSliderList = (slug: string | null) => {
  const locale = useLocale();
  return useQuery({ ...sliderListQueryOptions(slug ?? '', locale), enabled: !!slug });
};
