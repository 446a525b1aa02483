import type { SessionHistoryItem } from '@lalebet/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { accountKeys } from './keys';

/** GET customer/sessions: the player's sessions, newest first, ended ones included. */
export const getSessions = async () => (await api.get<SessionHistoryItem[]>('customer/sessions')).data;

export const sessionsQueryOptions = () =>
  queryOptions({ queryKey: accountKeys.sessions, queryFn: getSessions, staleTime: 0 });

export const useSessions = () => useQuery(sessionsQueryOptions());
