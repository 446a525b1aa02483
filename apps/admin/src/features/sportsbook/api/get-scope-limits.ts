import type { ScopeLimit } from '@lalebet/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { sportsbookKeys } from './keys';

/** GET admin/sportsbook/scope-limits: the stake and liability limits in force per scope (ADR 084). */
export const scopeLimitsQuery = () =>
  queryOptions({
    queryKey: sportsbookKeys.scopeLimits,
    queryFn: async () => (await api.get<{ items: ScopeLimit[] }>('admin/sportsbook/scope-limits')).data.items,
  });
export const useScopeLimits = () => useQuery(scopeLimitsQuery());
