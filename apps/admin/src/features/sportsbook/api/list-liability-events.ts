import type { liabilityEventSchema } from '@lalebet/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import { LIABILITY_REFRESH_MS, sportsbookKeys } from './keys';

export type LiabilityEvent = z.infer<typeof liabilityEventSchema>;
export type LiabilityEventsPage = { items: LiabilityEvent[]; total: number };

/** GET admin/sportsbook/liability/events: events with open bets, largest liability first. */
export const liabilityEventsQuery = (q: Record<string, unknown>) =>
  queryOptions({
    queryKey: sportsbookKeys.liabilityEvents(q),
    queryFn: async () => (await api.get<LiabilityEventsPage>('admin/sportsbook/liability/events', q)).data,
    placeholderData: keepPreviousData,
    refetchInterval: LIABILITY_REFRESH_MS,
  });
export const useLiabilityEvents = (q: Record<string, unknown>) => useQuery(liabilityEventsQuery(q));
