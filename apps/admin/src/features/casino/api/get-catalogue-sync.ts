import type { CatalogueSyncState } from '@lalebet/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET admin/casino/catalogue-sync */
export const catalogueSyncQuery = () =>
  queryOptions({
    queryKey: ['admin', 'casino', 'catalogue-sync'],
    queryFn: async () => (await api.get<CatalogueSyncState>('admin/casino/catalogue-sync')).data,
  });
export const useCatalogueSync = () => useQuery(catalogueSyncQuery());
