import type { MarginSetting, marginRequestSchema } from '@lalebet/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import { sportsbookKeys } from './keys';

export type MarginRequest = z.infer<typeof marginRequestSchema>;

/** GET admin/sportsbook/margins: every margin in force (docs/decisions/087-margins-and-obvious-error.md). */
export const marginsQuery = () =>
  queryOptions({
    queryKey: sportsbookKeys.margins,
    queryFn: async () => (await api.get<{ items: MarginSetting[] }>('admin/sportsbook/margins')).data.items,
  });
export const useMargins = () => useQuery(marginsQuery());

/** PUT admin/sportsbook/margins: sets a scope's margin (0 clears it); answers every margin in force. */
export function useSetMargin() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: MarginRequest) =>
      api.put<{ items: MarginSetting[] }>('admin/sportsbook/margins', body),
    onSuccess: () => client.invalidateQueries({ queryKey: sportsbookKeys.all }),
  });
}
