import type { BetsPage } from '@lalebet/shared/sportsbook';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { type BetListStatus, betKeys } from './bet-keys';

/** GET sportsbook/bets: the player's open or settled bets, newest first. */
export const getBets = async (status: BetListStatus, skip: number, take: number) =>
  (await api.get<BetsPage>('sportsbook/bets', { status, skip, take })).data;

export const betsQueryOptions = (status: BetListStatus, skip: number, take: number) =>
  queryOptions({
    queryKey: betKeys.list(status, skip, take),
    queryFn: () => getBets(status, skip, take),
    staleTime: 0,
    // The page stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });

export const useBets = (status: BetListStatus, skip: number, take: number) =>
  useQuery(betsQueryOptions(status, skip, take));
