import type { ClosureReason } from '@lalebet/shared/protection';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST customer/close: closes the account ('gambling_concern' works as self-exclusion). */
export const postClose = (reason: ClosureReason) => api.post<null>('customer/close', { reason });

export const useCloseAccount = () => useMutation({ mutationFn: postClose });
