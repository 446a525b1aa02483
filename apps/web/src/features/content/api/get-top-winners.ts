import type { TopWinner } from '@lalebet/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { contentKeys } from './keys';

/** docs/product.md: isLive false, count 40. */
export const TOP_WINNERS_COUNT = 40;

export const getTopWinners = (isLive = false, count = TOP_WINNERS_COUNT) =>
  api.post<TopWinner[]>('transaction/topwinners', { isLive, count }).then((r) => r.data);

export const topWinnersQueryOptions = (isLive = false) =>
  queryOptions({ queryKey: contentKeys.topWinners(isLive), queryFn: () => getTopWinners(isLive) });

export const useTopWinners = (isLive = false) => useQuery(topWinnersQueryOptions(isLive));
