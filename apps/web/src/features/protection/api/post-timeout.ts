import type { TimeoutPeriod } from '@lalebet/shared/protection';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST customer/timeout: starts a time-out at once; the server then ends every session. */
export const postTimeout = (period: TimeoutPeriod) => api.post<null>('customer/timeout', { period });

export const useTimeout = () => useMutation({ mutationFn: postTimeout });
