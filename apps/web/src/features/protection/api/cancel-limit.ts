import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useRefreshProtection } from './invalidate';

/** POST customer/limits/cancel: drops a pending raise or removal at once. */
export const cancelLimit = (id: number) => api.post<null>('customer/limits/cancel', { id });

export const useCancelLimit = () =>
  useMutation({ mutationFn: cancelLimit, onSuccess: useRefreshProtection() });
