import type { LiftStatus } from '@lalebet/shared/lifting';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { protectionKeys } from './keys';

/** GET protection/lift-request: the block, whether lifting may be asked, the latest request. */
export const getLiftStatus = async () => (await api.get<LiftStatus>('protection/lift-request')).data;

export const liftStatusQueryOptions = () =>
  queryOptions({ queryKey: protectionKeys.lift, queryFn: getLiftStatus, staleTime: 0 });

export const useLiftStatus = () => useQuery(liftStatusQueryOptions());
