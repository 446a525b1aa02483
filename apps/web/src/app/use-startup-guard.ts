import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { ApiError } from '@/lib/api-client';
import { domainStatusQueryOptions } from '@/features/content/api/get-domain-status';
import { siteOptionsQueryOptions } from '@/features/content/api/get-site-options';

const RELOADED_KEY = 'startupReloaded';

/**
 * docs/product.md: a failure of site options or domain status reloads the page; a network error
 * on start-up continues silently. We reload at most once per tab so a broken API cannot
 * put the player in a reload loop.
 */
export function useStartupGuard() {
  const options = useQuery(siteOptionsQueryOptions());
  const domains = useQuery(domainStatusQueryOptions());
  const error = options.error ?? domains.error;
  useEffect(() => {
    if (!error) {
      if (options.isSuccess && domains.isSuccess) sessionStorage.removeItem(RELOADED_KEY);
      return;
    }
    const isNetwork = error instanceof ApiError && error.code === 'NETWORK_ERROR';
    if (isNetwork || sessionStorage.getItem(RELOADED_KEY)) return;
    sessionStorage.setItem(RELOADED_KEY, '1');
    window.location.reload();
  }, [error, options.isSuccess, domains.isSuccess]);
}
