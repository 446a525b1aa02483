import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Player 360's tabs: each GET admin/customers/:id/<tab> answers one page of {items, total}. */
export const CUSTOMER_TABS = [
  'ledger',
  'deposits',
  'withdrawals',
  'casino-rounds',
  'bets',
  'bonuses',
  'sessions',
  'notes',
  'notifications',
  'audit',
] as const;
export type CustomerTab = (typeof CUSTOMER_TABS)[number];
export type TabPage = { items: Record<string, unknown>[]; total: number };

export const customerTabQuery = (id: string, tab: CustomerTab, q: object) =>
  queryOptions({
    queryKey: ['admin', 'customers', id, tab, q],
    queryFn: async () => (await api.get<TabPage>(`admin/customers/${id}/${tab}`, q)).data,
    placeholderData: keepPreviousData,
  });
export const useCustomerTab = (id: string, tab: CustomerTab, q: object) =>
  useQuery(customerTabQuery(id, tab, q));
