import type { CashoutQuote } from '@lalebet/shared/sportsbook-cashout';
import { api } from '@/lib/api-client';

/**
 * POST sportsbook/bets/:id/cashout/quote: what the whole bet is worth now, until `expiresAt`
 * (docs/decisions/066-cash-out-pricing-and-locking.md). A POST because each quote is a row the
 * accept must find; `CASHOUT_UNAVAILABLE` carries the reason in `data.reason`.
 */
export const getCashoutQuote = async (betId: string) =>
  (await api.post<CashoutQuote>(`sportsbook/bets/${encodeURIComponent(betId)}/cashout/quote`)).data;
