import type { KycStatusView } from '@lalebet/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Query keys of the KYC feature. */
export const kycKeys = { status: ['kyc', 'status'] as const };

/** GET customer/kyc: the identity check's status and the open session's page. */
export const getKyc = async () => (await api.get<KycStatusView>('customer/kyc')).data;

export const kycQueryOptions = () =>
  queryOptions({ queryKey: kycKeys.status, queryFn: getKyc, staleTime: 15_000 });

export function useKyc() {
  return useQuery(kycQueryOptions());
}
