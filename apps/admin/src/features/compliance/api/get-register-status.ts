import type { AdminRegisterList } from '@lalebet/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type RegisterQuery = Record<string, string | number | undefined>;
export type RegisterRow = AdminRegisterList['items'][number];

/** GET admin/protection/registers: last GAMSTOP / Spelpaus answers and each register's health. */
export const registerStatusQuery = (q: RegisterQuery) =>
  queryOptions({
    queryKey: ['admin', 'registers', q],
    queryFn: async () => (await api.get<AdminRegisterList>('admin/protection/registers', q)).data,
    placeholderData: keepPreviousData,
  });

export const useRegisterStatus = (q: RegisterQuery) => useQuery(registerStatusQuery(q));
