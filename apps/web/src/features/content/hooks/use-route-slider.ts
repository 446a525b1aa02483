import { useLayoutEffect } from 'react';
import { useMatches } from 'react-router';
import { uiStore } from '@/stores/ui';

/** The carousel's part of a route's `handle` (see app/router.tsx): slider slug and mobile margin. */
export type CarouselRouteHandle = { slider?: string; padding?: boolean };

/** The deepest matched route that names a slider; `{}` when none does. */
export function useCarouselRouteHandle(): CarouselRouteHandle {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]?.handle as CarouselRouteHandle | undefined;
    if (handle?.slider) return handle;
  }
  return {};
}

/**
 * Publishes the matched route's slider slug as `uiStore.activeSlider`. A layout effect, so
 * the carousel never paints the previous page's slides for a frame. Routes without a slider
 * leave the value alone: they render no carousel.
 */
export function useRouteSlider(): CarouselRouteHandle {
  const handle = useCarouselRouteHandle();
  const { slider } = handle;
  useLayoutEffect(() => {
    if (slider && uiStore.get().activeSlider !== slider) uiStore.set({ activeSlider: slider });
  }, [slider]);
  return handle;
}
