import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET admin/payment/reconciliation/providers: the providers whose list is reconciled. */
export const reconciliationProvidersQuery = queryOptions({
  queryKey: ['admin', 'reconciliation', 'providers'],
  queryFn: async () =>
    (await api.get<{ providers: string[] }>('admin/payment/reconciliation/providers')).data.providers,
});
export const useReconciliationProviders = () => useQuery(reconciliationProvidersQuery);
