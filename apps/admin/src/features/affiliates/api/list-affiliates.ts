import type { Affiliate } from '@lalebet/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type AffiliatesQuery = { skip: number; take: number; sort?: string; order: 'asc' | 'desc' };
type Page = { items: Affiliate[]; total: number };

/** GET admin/affiliates (affiliates:manage) */
export const affiliatesQuery = (q: AffiliatesQuery) =>
  queryOptions({
    queryKey: ['admin', 'affiliates', 'list', q],
    queryFn: async () => (await api.get<Page>('admin/affiliates', q)).data,
  });
export const useAffiliates = (q: AffiliatesQuery) => useQuery(affiliatesQuery(q));
