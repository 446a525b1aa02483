import type { AdminLiftRequest } from '@lalebet/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type LiftRequestsQuery = { skip: number; take: number; status?: string; customerId?: string };
export type LiftRequestsPage = { items: AdminLiftRequest[]; total: number };

/** GET admin/protection/lift-requests: players asking to play again after a self-exclusion. */
export const liftRequestsQuery = (q: LiftRequestsQuery) =>
  queryOptions({
    queryKey: ['admin', 'liftRequests', q],
    queryFn: async () => (await api.get<LiftRequestsPage>('admin/protection/lift-requests', q)).data,
    placeholderData: keepPreviousData,
  });

export const useLiftRequests = (q: LiftRequestsQuery) => useQuery(liftRequestsQuery(q));
