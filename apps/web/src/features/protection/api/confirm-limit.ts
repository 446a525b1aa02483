import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useRefreshProtection } from './invalidate';

/** POST customer/limits/confirm: applies a pending raise or removal once its cooling-off ended. */
export const confirmLimit = (id: number) => api.post<null>('customer/limits/confirm', { id });

export const useConfirmLimit = () =>
  useMutation({ mutationFn: confirmLimit, onSuccess: useRefreshProtection() });
