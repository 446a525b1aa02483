import type { AdminWithdrawal } from '@lalebet/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { moneyKeys } from './keys';

export type WithdrawalPage = { items: AdminWithdrawal[]; total: number };

/** GET admin/withdrawals: one status (default Pending), each row with its allowedActions. */
export const withdrawalsQuery = (q: Record<string, unknown>) =>
  queryOptions({
    queryKey: moneyKeys.withdrawals(q),
    queryFn: async () => (await api.get<WithdrawalPage>('admin/withdrawals', q)).data,
    placeholderData: keepPreviousData,
  });
export const useWithdrawals = (q: Record<string, unknown>) => useQuery(withdrawalsQuery(q));
