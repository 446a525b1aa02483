import type { SportsBet } from '@lalebet/shared/sportsbook';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { betKeys } from './bet-keys';

/** GET sportsbook/bets/:id: one bet with its legs. */
export const getBet = async (id: string) =>
  (await api.get<SportsBet>(`sportsbook/bets/${encodeURIComponent(id)}`)).data;

export const betQueryOptions = (id: string) =>
  queryOptions({ queryKey: betKeys.detail(id), queryFn: () => getBet(id) });

/** The bet the slip just placed is already in the cache; hub pushes keep it current. */
export const useBet = (id: string | null) => useQuery({ ...betQueryOptions(id ?? ''), enabled: !!id });
