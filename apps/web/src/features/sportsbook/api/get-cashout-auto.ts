import type { CashoutAuto } from '@lalebet/shared/sportsbook-cashout';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { betKeys } from './bet-keys';

/** GET sportsbook/bets/:id/cashout/auto: the auto cash-out threshold in lira (null: off). */
export const getCashoutAuto = async (betId: string) =>
  (await api.get<CashoutAuto>(`sportsbook/bets/${encodeURIComponent(betId)}/cashout/auto`)).data;

export const cashoutAutoQueryOptions = (betId: string) =>
  queryOptions({ queryKey: betKeys.cashoutAuto(betId), queryFn: () => getCashoutAuto(betId) });

export const useCashoutAuto = (betId: string) => useQuery(cashoutAutoQueryOptions(betId));
