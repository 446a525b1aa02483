import type { adminCustomerDetailSchema } from '@lalebet/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';

export type CustomerDetail = z.infer<typeof adminCustomerDetailSchema>;

/** GET admin/customers/:id: the Player 360 header. */
export const customerQuery = (id: string) =>
  queryOptions({
    queryKey: ['admin', 'customers', id],
    queryFn: async () => (await api.get<CustomerDetail>(`admin/customers/${id}`)).data,
  });
export const useCustomer = (id: string) => useQuery(customerQuery(id));
