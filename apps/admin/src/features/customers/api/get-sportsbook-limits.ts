import type { CustomerSportsLimits } from '@lalebet/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET admin/sportsbook/customers/:id/limits: the player's stake factor, payout cap and sharp mark. */
export const sportsbookLimitsQuery = (id: string) =>
  queryOptions({
    queryKey: ['admin', 'customers', id, 'sportsbook-limits'],
    queryFn: async () =>
      (await api.get<CustomerSportsLimits>(`admin/sportsbook/customers/${id}/limits`)).data,
  });
export const useSportsbookLimits = (id: string) => useQuery(sportsbookLimitsQuery(id));
