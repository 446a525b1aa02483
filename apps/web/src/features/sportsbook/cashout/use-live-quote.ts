import type { SportsBet } from '@lalebet/shared/sportsbook';
import type { CashoutQuote, CashoutUnavailableReason } from '@lalebet/shared/sportsbook-cashout';
import { useCallback, useEffect, useRef, useState } from 'react';
import { getCashoutQuote } from '../api/get-cashout-quote';
import { failureMessage, unavailableReason } from './cashout-errors';
import { throttleAsync } from './throttle';
import { watchEvents } from './watch-events';

/** At most one quote a second, however fast prices move (docs/decisions/068-web-cash-out.md). */
export const REQUOTE_GAP_MS = 1_000;
const TICK_MS = 250;

export type LiveQuote = {
  quote: CashoutQuote | null;
  reason: CashoutUnavailableReason | null;
  error: string | null;
  /** Whole seconds until the quote expires (0: expired, a new one is on its way). */
  secondsLeft: number;
  /** Asks again now (within the throttle). */
  requote: () => void;
  /** Takes a quote the server sent (CASHOUT_PRICE_CHANGED). */
  replace: (quote: CashoutQuote) => void;
};

/**
 * The bet's quote while the dialog is open (docs/decisions/066-cash-out-pricing-and-locking.md):
 * asked again when it expires and when the hub pushes a change of one of the bet's open events.
 */
export function useLiveQuote(bet: SportsBet, first: CashoutQuote): LiveQuote {
  const [quote, setQuote] = useState<CashoutQuote | null>(first);
  const [reason, setReason] = useState<CashoutUnavailableReason | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [now, setNow] = useState(() => Date.now());
  const throttle = useRef<ReturnType<typeof throttleAsync> | null>(null);
  const requote = useCallback(() => throttle.current?.call(), []);

  useEffect(() => {
    let alive = true;
    const ask = async () => {
      try {
        const next = await getCashoutQuote(bet.id);
        if (!alive) return;
        setQuote(next);
        setNow(Date.now());
        setReason(null);
        setError(null);
      } catch (err) {
        if (!alive) return;
        const why = unavailableReason(err);
        if (why) setQuote(null);
        setReason(why);
        setError(why ? null : failureMessage(err));
      }
    };
    // The first quote was just asked for by the button: the gap counts from now.
    const current = throttleAsync(ask, REQUOTE_GAP_MS, Date.now());
    throttle.current = current;
    const tick = setInterval(() => setNow(Date.now()), TICK_MS);
    return () => {
      alive = false;
      clearInterval(tick);
      current.cancel();
      throttle.current = null;
    };
  }, [bet.id]);

  const expiresAt = quote ? Date.parse(quote.expiresAt) : 0;
  const expired = quote !== null && now >= expiresAt;
  useEffect(() => {
    if (expired) requote();
  }, [expired, requote]);

  // Events ids never contain spaces (feed URNs), so this key is exact.
  const openEvents = [...new Set(bet.legs.filter((l) => l.result === 'open').map((l) => l.eventId))]
    .sort()
    .join(' ');
  useEffect(
    () => (openEvents ? watchEvents(openEvents.split(' '), requote) : undefined),
    [openEvents, requote],
  );

  return {
    quote,
    reason,
    error,
    secondsLeft: quote ? Math.max(0, Math.ceil((expiresAt - now) / 1000)) : 0,
    requote,
    replace: (next) => {
      setQuote(next);
      setNow(Date.now());
      setReason(null);
      setError(null);
    },
  };
}
