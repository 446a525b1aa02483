import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { sharedKeys } from '@/lib/query-keys';

/** docs/product.md §9: the balance is polled every 10 000 ms while logged in. */
export const BALANCE_POLL_MS = 10_000;

/** Lira: cash, and the active bonus's spendable balance beside it. */
export type Balances = { balance: number; bonusBalance: number };

/** GET user/balance. */
export const getBalance = () => api.get<Balances>('user/balance').then((r) => r.data);

/** Enabled (and polled) only while someone is logged in: pass their user code, or null. */
export const balanceQueryOptions = (usercode: string | null) =>
  queryOptions({
    queryKey: sharedKeys.balanceOf(usercode),
    queryFn: getBalance,
    enabled: usercode !== null,
    staleTime: 0,
    refetchInterval: usercode !== null ? BALANCE_POLL_MS : false,
  });
