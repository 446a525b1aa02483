import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { refreshWallet } from './keys';
import type { PaymentRequest } from './post-deposit';

/** POST payment/withdraw: holds the amount at once and creates a Pending withdrawal. */
export const postWithdraw = (body: PaymentRequest) => api.post<null>('payment/withdraw', body);

export function useWithdraw() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: postWithdraw, onSuccess: () => refreshWallet(queryClient) });
}
