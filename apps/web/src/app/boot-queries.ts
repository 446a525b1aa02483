import type { DomainStatus, SiteOption } from '@lalebet/shared';
import type { QueryClient } from '@tanstack/react-query';
import { domainStatusQueryOptions } from '@/features/content/api/get-domain-status';
import { siteOptionsQueryOptions, toSiteOptions } from '@/features/content/api/get-site-options';
import { bootData } from '@/lib/boot-data';

/**
 * Puts the answers embedded in index.html into the query cache before the first render, so the
 * shell lays out with the domain banner and the site options at once (no layout shift when
 * they would have arrived) and without their two round trips.
 */
export function seedStartupQueries(client: QueryClient) {
  const options = bootData<SiteOption[]>('cms/siteoptionlist');
  if (options) client.setQueryData(siteOptionsQueryOptions().queryKey, toSiteOptions(options));
  const domains = bootData<DomainStatus>('cms/domainstatus');
  if (domains) client.setQueryData(domainStatusQueryOptions().queryKey, domains);
}
