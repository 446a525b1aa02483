import type { adminCustomerPageSchema } from '@lalebet/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';

export type CustomerPage = z.infer<typeof adminCustomerPageSchema>;
export type CustomerRow = CustomerPage['items'][number];

/** GET admin/customers: search by username, user code, e-mail or phone. */
export const searchCustomersQuery = (q: object) =>
  queryOptions({
    queryKey: ['admin', 'customers', 'search', q],
    queryFn: async () => (await api.get<CustomerPage>('admin/customers', q)).data,
    placeholderData: keepPreviousData,
  });
export const useSearchCustomers = (q: object) => useQuery(searchCustomersQuery(q));
