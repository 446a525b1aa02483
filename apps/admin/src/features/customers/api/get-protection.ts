import type {
  adminCustomerExclusionSchema,
  adminCustomerFlagSchema,
  adminCustomerLiftSchema,
  AdminCustomerProtection,
} from '@lalebet/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';

/** GET admin/customers/:id/protection/overview: limits, pending raises, reality check, register. */
export const protectionOverviewQuery = (id: string) =>
  queryOptions({
    queryKey: ['admin', 'customers', id, 'protection', 'overview'],
    queryFn: async () =>
      (await api.get<AdminCustomerProtection>(`admin/customers/${id}/protection/overview`)).data,
  });
export const useProtectionOverview = (id: string) => useQuery(protectionOverviewQuery(id));

/** The Protection tab's paged lists: GET admin/customers/:id/protection/<list>. */
export type ProtectionRows = {
  exclusions: z.infer<typeof adminCustomerExclusionSchema>;
  flags: z.infer<typeof adminCustomerFlagSchema>;
  'lift-requests': z.infer<typeof adminCustomerLiftSchema>;
};
export type ProtectionList = keyof ProtectionRows;
type Paging = { skip: number; take: number };

export const protectionListQuery = <L extends ProtectionList>(id: string, list: L, q: Paging) =>
  queryOptions({
    queryKey: ['admin', 'customers', id, 'protection', list, q],
    queryFn: async () =>
      (
        await api.get<{ items: ProtectionRows[L][]; total: number }>(
          `admin/customers/${id}/protection/${list}`,
          q,
        )
      ).data,
    placeholderData: keepPreviousData,
  });
export const useProtectionList = <L extends ProtectionList>(id: string, list: L, q: Paging) =>
  useQuery(protectionListQuery(id, list, q));
