import type { Adjustment } from '@lalebet/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { moneyKeys } from './keys';

export type AdjustmentPage = { items: Adjustment[]; total: number };

/** GET admin/adjustments (`mine: 'true'`: the approvals inbox). */
export const adjustmentsQuery = (q: Record<string, unknown>) =>
  queryOptions({
    queryKey: moneyKeys.adjustments(q),
    queryFn: async () => (await api.get<AdjustmentPage>('admin/adjustments', q)).data,
    placeholderData: keepPreviousData,
  });
export const useAdjustments = (q: Record<string, unknown>) => useQuery(adjustmentsQuery(q));
