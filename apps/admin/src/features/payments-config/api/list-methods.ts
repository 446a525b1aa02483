import type { adminPaymentMethodPageSchema } from '@lalebet/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';

export type MethodPage = z.infer<typeof adminPaymentMethodPageSchema>;
export type AdminMethod = MethodPage['items'][number];
export type MethodsQuery = {
  skip: number;
  take: number;
  sort?: string;
  order: 'asc' | 'desc';
  direction?: string;
  enabled?: string;
};

/** GET admin/payment/methods */
export const methodsQuery = (q: MethodsQuery) =>
  queryOptions({
    queryKey: ['admin', 'paymentsConfig', 'methods', q],
    queryFn: async () => (await api.get<MethodPage>('admin/payment/methods', q)).data,
  });
export const useMethods = (q: MethodsQuery) => useQuery(methodsQuery(q));
