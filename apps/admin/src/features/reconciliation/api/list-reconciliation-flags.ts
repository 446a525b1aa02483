import type { ReconciliationFlag } from '@lalebet/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type ReconciliationFlagsQuery = {
  skip: number;
  take: number;
  state: 'open' | 'resolved';
  provider?: string;
  day?: string;
  kind?: string;
};
type Page = { items: ReconciliationFlag[]; total: number };

/** GET admin/payment/reconciliation/flags (payments:manage): newest day first. */
export const reconciliationFlagsQuery = (q: ReconciliationFlagsQuery) =>
  queryOptions({
    queryKey: ['admin', 'reconciliation', 'flags', q],
    queryFn: async () => (await api.get<Page>('admin/payment/reconciliation/flags', q)).data,
    placeholderData: keepPreviousData,
  });
export const useReconciliationFlags = (q: ReconciliationFlagsQuery) => useQuery(reconciliationFlagsQuery(q));
