import type { KycStartResponse } from '@lalebet/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { kycKeys } from './get-kyc';

/** POST customer/kyc/start: opens (or answers the open) session at the provider's hosted page. */
export const startKyc = async () => (await api.post<KycStartResponse>('customer/kyc/start', {})).data;

export function useStartKyc() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startKyc,
    onSettled: () => queryClient.invalidateQueries({ queryKey: kycKeys.status }),
  });
}
