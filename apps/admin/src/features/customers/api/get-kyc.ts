import type {
  AdminCustomerKyc,
  adminCustomerKycCheckSchema,
  adminCustomerKycDecisionSchema,
} from '@lalebet/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';

/** GET admin/customers/:id/kyc: the case and the identity it must match (masked without pii). */
export const kycCaseQuery = (id: string) =>
  queryOptions({
    queryKey: ['admin', 'customers', id, 'kyc'],
    queryFn: async () => (await api.get<AdminCustomerKyc>(`admin/customers/${id}/kyc`)).data,
  });
export const useKycCase = (id: string) => useQuery(kycCaseQuery(id));

/** The KYC tab's paged lists: GET admin/customers/:id/kyc/<list>. */
export type KycRows = {
  decisions: z.infer<typeof adminCustomerKycDecisionSchema>;
  checks: z.infer<typeof adminCustomerKycCheckSchema>;
};
export type KycList = keyof KycRows;
type Paging = { skip: number; take: number };

export const kycListQuery = <L extends KycList>(id: string, list: L, q: Paging) =>
  queryOptions({
    queryKey: ['admin', 'customers', id, 'kyc', list, q],
    queryFn: async () =>
      (await api.get<{ items: KycRows[L][]; total: number }>(`admin/customers/${id}/kyc/${list}`, q)).data,
    placeholderData: keepPreviousData,
  });
export const useKycList = <L extends KycList>(id: string, list: L, q: Paging) =>
  useQuery(kycListQuery(id, list, q));
