import type { SiteOption } from '@lalebet/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { contentKeys } from './keys';

export type SiteOptions = Record<string, string>;

/** Keys lower-cased, only entries with status kept (docs/product.md §7). */
export const toSiteOptions = (list: SiteOption[]): SiteOptions =>
  Object.fromEntries(list.filter((o) => o.status).map((o) => [o.key.toLowerCase(), o.value]));

export const getSiteOptions = () =>
  api.post<SiteOption[]>('cms/siteoptionlist', {}).then((r) => toSiteOptions(r.data));

export const siteOptionsQueryOptions = () =>
  queryOptions({ queryKey: contentKeys.siteOptions, queryFn: getSiteOptions, staleTime: 5 * 60_000 });

export const useSiteOptions = () => useQuery(siteOptionsQueryOptions());
