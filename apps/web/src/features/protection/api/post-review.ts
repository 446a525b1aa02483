import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useRefreshProtection } from './invalidate';

/** POST customer/review: how often (months) the player is asked to review their history. */
export const postReview = (months: number) => api.post<null>('customer/review', { months });

export const useSetReview = () => useMutation({ mutationFn: postReview, onSuccess: useRefreshProtection() });
