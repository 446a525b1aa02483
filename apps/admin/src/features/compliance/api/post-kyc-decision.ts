import type { KycStatusView } from '@lalebet/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type KycDecision = { status: 'approved' | 'rejected' | 'resubmission_requested'; reason: string };

/** POST admin/customers/:id/kyc: staff decide an identity check by hand, with a reason (audited). */
export const postKycDecision = async (customerId: number, body: KycDecision) =>
  (await api.post<KycStatusView>(`admin/customers/${customerId}/kyc`, body)).data;

export function useKycDecision() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ customerId, ...body }: KycDecision & { customerId: number }) =>
      postKycDecision(customerId, body),
    onSuccess: () => client.invalidateQueries({ queryKey: ['admin'] }),
  });
}
