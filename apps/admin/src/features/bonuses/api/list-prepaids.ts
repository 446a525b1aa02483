import type { AdminFreeRoundsPrepaid } from '@lalebet/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET admin/bonusdefinitions/prepaids: the game's free-round templates at the provider. */
export const prepaidsQuery = (gameCode: string) =>
  queryOptions({
    queryKey: ['admin', 'bonuses', 'prepaids', gameCode],
    queryFn: async () =>
      (await api.get<{ items: AdminFreeRoundsPrepaid[] }>('admin/bonusdefinitions/prepaids', { gameCode }))
        .data.items,
    // The server keeps the provider's answer; asking again at once would only hit its limit.
    staleTime: 5 * 60_000,
    retry: false,
  });

/** Asked for only once the operator presses the button (`gameCode` null until then). */
export const usePrepaids = (gameCode: string | null) =>
  useQuery({ ...prepaidsQuery(gameCode ?? ''), enabled: !!gameCode });
