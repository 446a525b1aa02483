import type { DebtQueuePage } from '@lalebet/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET admin/debts: open debts from settlement corrections across players, oldest first. */
export const debtsQuery = (q: Record<string, unknown>) =>
  queryOptions({
    // Under ['admin', ...]: a staff-hub push or a decided write-off refetches it.
    queryKey: ['admin', 'debts', q] as const,
    queryFn: async () => (await api.get<DebtQueuePage>('admin/debts', q)).data,
    placeholderData: keepPreviousData,
  });
export const useDebts = (q: Record<string, unknown>) => useQuery(debtsQuery(q));
