import type { QueryClient } from '@tanstack/react-query';
import { matchRoutes } from 'react-router';
import { sliderListQueryOptions } from '@/features/content/api/get-slider-list';
import { storedLocale } from '@/lib/i18n';
import { type RouteHandle, routes } from './router';

/**
 * Starts what the first page needs while the shell's translations load, instead of one after
 * the other: the matched routes' lazy chunks and, for a page with a banner carousel, its
 * slides (the largest paint on the home page). Both are then cache hits for the router and
 * for the carousel's query, so a phone saves a round trip or two before the first banner.
 */
export function warmRoute(pathname: string, queryClient: QueryClient) {
  for (const { route } of matchRoutes(routes, pathname) ?? []) {
    if (typeof route.lazy === 'function') void Promise.resolve(route.lazy()).catch(() => undefined);
    const slider = (route.handle as RouteHandle | undefined)?.slider;
    if (slider) void queryClient.prefetchQuery(sliderListQueryOptions(slider, storedLocale()));
  }
}
