import type { DomainStatus } from '@lalebet/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { contentKeys } from './keys';

export const getDomainStatus = () => api.get<DomainStatus>('cms/domainstatus').then((r) => r.data);

export const domainStatusQueryOptions = () =>
  queryOptions({ queryKey: contentKeys.domainStatus, queryFn: getDomainStatus, staleTime: 10 * 60_000 });

export const useDomainStatus = (enabled = true) => useQuery({ ...domainStatusQueryOptions(), enabled });
