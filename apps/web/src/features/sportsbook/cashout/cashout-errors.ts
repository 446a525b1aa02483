import { ApiError } from '@lalebet/shared/api-error';
import {
  type CashoutQuote,
  type CashoutUnavailableReason,
  cashoutPriceChangedDataSchema,
  cashoutUnavailableDataSchema,
} from '@lalebet/shared/sportsbook-cashout';

/** The reason of a `CASHOUT_UNAVAILABLE` refusal, else null (any other failure). */
export function unavailableReason(err: unknown): CashoutUnavailableReason | null {
  if (!(err instanceof ApiError) || err.code !== 'CASHOUT_UNAVAILABLE') return null;
  const data = cashoutUnavailableDataSchema.safeParse(err.data);
  // A reason this build does not know yet still says "not now".
  return data.success ? data.data.reason : 'disabled';
}

/** The fresh quote of a `CASHOUT_PRICE_CHANGED` refusal, else null. */
export function changedQuote(err: unknown): CashoutQuote | null {
  if (!(err instanceof ApiError) || err.code !== 'CASHOUT_PRICE_CHANGED') return null;
  const data = cashoutPriceChangedDataSchema.safeParse(err.data);
  return data.success ? data.data.quote : null;
}

export const isQuoteExpired = (err: unknown) =>
  err instanceof ApiError && err.code === 'CASHOUT_QUOTE_EXPIRED';

/** What to show for a failure that is none of the above: the envelope's message in the player's language. */
export const failureMessage = (err: unknown) => (err instanceof Error ? err.message : String(err));
