import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useRefreshProtection } from './invalidate';

/** POST customer/review/ack: the player saw the review prompt; the next one is months away. */
export const postReviewAck = () => api.post<null>('customer/review/ack', {});

export const useAckReview = () =>
  useMutation({ mutationFn: postReviewAck, onSuccess: useRefreshProtection() });
