import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * POST payment/withdrawcode: sends a 6-digit code to the verified phone; it confirms one
 * withdrawal instead of the password (one a minute, five a day).
 */
export const postWithdrawCode = () => api.post<null>('payment/withdrawcode');

export function useWithdrawCode() {
  return useMutation({ mutationFn: postWithdrawCode });
}
