import type { RealityCheckRequest } from '@lalebet/shared/protection';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useRefreshProtection } from './invalidate';

/** POST customer/realitycheck: a shorter interval applies at once, a longer one after cooling-off. */
export const postRealityCheck = (minutes: RealityCheckRequest['minutes']) =>
  api.post<null>('customer/realitycheck', { minutes });

export const useSetRealityCheck = () =>
  useMutation({ mutationFn: postRealityCheck, onSuccess: useRefreshProtection() });
