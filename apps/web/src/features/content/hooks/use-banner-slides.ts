import type { BannerSlide } from '@lalebet/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useLocale } from '@/hooks/use-locale';
import { uiStore } from '@/stores/ui';
import { sliderListQueryOptions } from '../api/get-slider-list';

/**
 * The banners of `uiStore.activeSlider`, in the order the API sent them. `null` until a slug
 * is set and its first list arrives (the carousel shows placeholders meanwhile); when the
 * slug changes the previous slides stay until the new list replaces them.
 */
export function useBannerSlides(): BannerSlide[] | null {
  const slug = uiStore.use((s) => s.activeSlider);
  const locale = useLocale();
  const { data } = useQuery({
    ...sliderListQueryOptions(slug ?? '', locale),
    enabled: !!slug,
    placeholderData: keepPreviousData,
  });
  return data && data.length > 0 ? data : null;
}
