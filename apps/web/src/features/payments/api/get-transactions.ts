import type { Locale } from '@lalebet/shared/locale';
import type { DebtHistory } from '@lalebet/shared/debts';
import type { TransactionItem } from '@lalebet/shared/payments';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useLocale } from '@/hooks/use-locale';
import { api } from '@/lib/api-client';
import { paymentKeys, type TransactionQuery } from './keys';

/** `debts`: corrected bets' debts and their collections (docs/decisions/047-money-details.md). */
export type TransactionPage = { items: TransactionItem[]; total: number; debts?: DebtHistory };

/** POST transaction/list: the player's own deposits and withdrawals, newest first. */
export const getTransactions = async (query: TransactionQuery) =>
  (await api.post<TransactionPage>('transaction/list', query)).data;

export const transactionsQueryOptions = (query: TransactionQuery, locale: Locale) =>
  queryOptions({
    queryKey: paymentKeys.transactionList(query, locale),
    queryFn: () => getTransactions(query),
    staleTime: 0,
    // The page stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });

export function useTransactions(query: TransactionQuery) {
  const locale = useLocale();
  return useQuery(transactionsQueryOptions(query, locale));
}
