import type { ApprovalItem } from '@lalebet/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { moneyKeys } from './keys';

export type ApprovalPage = { items: ApprovalItem[]; total: number };

/** GET admin/approvals: every kind of request waiting for the caller's decision. */
export const approvalsQuery = (q: Record<string, unknown>) =>
  queryOptions({
    queryKey: moneyKeys.approvals(q),
    queryFn: async () => (await api.get<ApprovalPage>('admin/approvals', q)).data,
    placeholderData: keepPreviousData,
  });
export const useApprovals = (q: Record<string, unknown>) => useQuery(approvalsQuery(q));
