import type { AdminQueue } from '@lalebet/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET admin/queues: what waits for the signed-in staff member, per work queue. */
export const queuesQuery = queryOptions({
  queryKey: ['admin', 'queues'],
  queryFn: async () => (await api.get<AdminQueue[]>('admin/queues')).data,
  // The staff hub pushes a refresh when a queue changes; this is the fallback.
  refetchInterval: 60_000,
});

export const useQueues = () => useQuery(queuesQuery);
