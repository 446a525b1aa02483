import type { SetLimitRequest, SetLimitResponse } from '@lalebet/shared/protection';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useRefreshProtection } from './invalidate';

/**
 * POST customer/limits: a lower or new limit applies at once; a raise or a removal waits for
 * the cooling-off period and the player's confirmation (`applied: false`, `requestId`).
 */
export const postLimit = async (body: SetLimitRequest) =>
  (await api.post<SetLimitResponse>('customer/limits', body)).data;

export const useSetLimit = () => useMutation({ mutationFn: postLimit, onSuccess: useRefreshProtection() });
