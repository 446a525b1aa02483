import type { RiskFlag } from '@lalebet/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type FlagsQuery = { skip: number; take: number; status?: string };
export type FlagsPage = { items: RiskFlag[]; total: number };

/** GET admin/protection/flags: markers of harm, open or reviewed; strong first, then newest. */
export const protectionFlagsQuery = (q: FlagsQuery) =>
  queryOptions({
    queryKey: ['admin', 'protectionFlags', q],
    queryFn: async () => (await api.get<FlagsPage>('admin/protection/flags', q)).data,
    placeholderData: keepPreviousData,
  });

export const useProtectionFlags = (q: FlagsQuery) => useQuery(protectionFlagsQuery(q));
