import type { PlaySession } from '@lalebet/shared/protection';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { protectionKeys } from './keys';

/** Re-read every minute: stakes and wins move while the player plays. */
export const PLAY_SESSION_REFRESH_MS = 60_000;

/** GET customer/session: the running session's start, figures and next reality check. */
export const getPlaySession = async () => (await api.get<PlaySession>('customer/session')).data;

export const playSessionQueryOptions = () =>
  queryOptions({
    queryKey: protectionKeys.session,
    queryFn: getPlaySession,
    refetchInterval: PLAY_SESSION_REFRESH_MS,
  });

export const usePlaySession = (enabled = true) => useQuery({ ...playSessionQueryOptions(), enabled });
