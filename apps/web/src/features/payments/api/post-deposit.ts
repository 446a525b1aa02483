import type { PaymentSubmit } from '@lalebet/shared/payments';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { refreshWallet } from './keys';

/** `{ id, target: 'pay', detail }`, the body of payment/deposit and payment/withdraw. */
export type PaymentRequest = PaymentSubmit;

/**
 * POST payment/deposit: creates the deposit and answers with the URL of the gateway's hosted
 * payment page in `data`. Nothing is credited until the gateway confirms it.
 */
export const postDeposit = (body: PaymentRequest) => api.post<string>('payment/deposit', body);

export function useDeposit() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: postDeposit, onSuccess: () => refreshWallet(queryClient) });
}
