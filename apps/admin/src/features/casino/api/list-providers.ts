import type { adminProviderPageSchema } from '@lalebet/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';

export type ProviderPage = z.infer<typeof adminProviderPageSchema>;
export type AdminProvider = ProviderPage['items'][number];
export type ProvidersQuery = {
  skip: number;
  take: number;
  sort?: string;
  order: 'asc' | 'desc';
  enabled?: string;
  query?: string;
};

/** GET admin/casino/providers */
export const providersQuery = (q: ProvidersQuery) =>
  queryOptions({
    queryKey: ['admin', 'casino', 'providers', q],
    queryFn: async () => (await api.get<ProviderPage>('admin/casino/providers', q)).data,
  });
export const useProviders = (q: ProvidersQuery) => useQuery(providersQuery(q));
