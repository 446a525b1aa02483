import type { EventLiability } from '@lalebet/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { LIABILITY_REFRESH_MS, sportsbookKeys } from './keys';

/** GET admin/sportsbook/liability?eventId=: one event's markets and outcomes, largest liability first. */
export const eventLiabilityQuery = (eventId: string) =>
  queryOptions({
    queryKey: sportsbookKeys.eventLiability(eventId),
    queryFn: async () => (await api.get<EventLiability>('admin/sportsbook/liability', { eventId })).data,
    refetchInterval: LIABILITY_REFRESH_MS,
  });
export const useEventLiability = (eventId: string) => useQuery(eventLiabilityQuery(eventId));
