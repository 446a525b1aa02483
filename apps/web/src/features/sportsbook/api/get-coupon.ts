import type { Coupon, SportsEvent } from '@lalebet/shared/sportsbook';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { SlipSelection } from '../slip/slip-store';

/** GET sportsbook/coupons/:code: the saved selections with their current odds and state. */
export const getCoupon = async (code: string) =>
  (await api.get<Coupon>(`sportsbook/coupons/${encodeURIComponent(code)}`)).data;

/** GET sportsbook/events/:id, or null when the event is gone (the slip then shows what it has). */
async function eventOrNull(id: string) {
  try {
    return (await api.get<SportsEvent>(`sportsbook/events/${encodeURIComponent(id)}`)).data;
  } catch {
    return null;
  }
}

/**
 * A coupon as slip selections: a coupon holds no names, so each event is read once for its
 * teams and market and outcome names; the coupon's own odds and `active` are the current ones.
 */
export async function loadCouponSelections(code: string): Promise<SlipSelection[]> {
  const coupon = await getCoupon(code);
  const ids = [...new Set(coupon.selections.map((s) => s.eventId))];
  const resolved = new Map(await Promise.all(ids.map(async (id) => [id, await eventOrNull(id)] as const)));
  return coupon.selections.map(({ active, ...s }) => {
    const event = resolved.get(s.eventId) ?? null;
    const market = event?.markets.find((m) => m.id === s.marketId && m.specifiers === s.specifiers);
    const outcome = market?.outcomes.find((o) => o.id === s.outcomeId);
    return {
      ...s,
      active,
      eventName: event ? `${event.home} - ${event.away}` : s.eventId,
      marketName: market?.name ?? String(s.marketId),
      outcomeName: outcome?.name ?? s.outcomeId,
      live: event?.status === 'live',
      ...(event ? { mbs: event.mbs } : {}),
    };
  });
}

export const useLoadCoupon = () => useMutation({ mutationFn: loadCouponSelections });
