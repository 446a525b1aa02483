import type { Locale } from '@lalebet/shared/locale';
import type { QueryClient } from '@tanstack/react-query';
import { sharedKeys } from '@/lib/query-keys';

/** 1 deposit, 2 withdraw: the product's Transaction kind doubles as a method's direction. */
export type Direction = 1 | 2;

/** What a transaction/list call asks for (the shared TransactionListRequest, every field set). */
export type TransactionQuery = {
  kind: number;
  status: number;
  from: string | null;
  to: string | null;
  skip: number;
  take: number;
};

/** Query keys of the payments feature. Method names, times and reasons come in the reader's language. */
export const paymentKeys = {
  all: ['payments'] as const,
  methods: (direction: Direction, locale: Locale) => ['payments', 'methods', direction, locale] as const,
  detail: (direction: Direction, id: number, locale: Locale) =>
    ['payments', 'detail', direction, id, locale] as const,
  transactions: ['payments', 'transactions'] as const,
  transactionList: (query: TransactionQuery, locale: Locale) =>
    ['payments', 'transactions', locale, query] as const,
};

/** The balance query is the shell's; its key is shared (lib/query-keys.ts). */
const BALANCE_KEY_PREFIX = sharedKeys.balance;

/** After money moved: read the balance and the financial activities again. */
export const refreshWallet = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: BALANCE_KEY_PREFIX }),
    queryClient.invalidateQueries({ queryKey: paymentKeys.transactions }),
  ]);
