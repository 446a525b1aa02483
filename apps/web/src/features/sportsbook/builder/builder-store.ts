import { MAX_BUILDER_LEGS, type BuilderPick } from '@lalebet/shared/sportsbook-builder';
import type { SportsMarket } from '@lalebet/shared/sportsbook';
import { createStore } from '@/lib/store';

/** One pick of the bet builder, with what the panel shows and the single price sent on placing. */
export type BuilderLeg = BuilderPick & { marketName: string; outcomeName: string; odds: number };

/** The market line a pick belongs to: one pick per line. */
export const lineOf = (p: Pick<BuilderPick, 'marketId' | 'specifiers'>) => `${p.marketId}/${p.specifiers}`;
export const legKey = (p: BuilderPick) => `${lineOf(p)}/${p.outcomeId}`;

/**
 * The picks of the one event being built; kept outside the page's views so that switching to
 * Markets and back keeps them, and dropped when another event's builder starts.
 */
const store = createStore<{ eventId: string | null; legs: BuilderLeg[] }>({ eventId: null, legs: [] });

const legsOf = (eventId: string) => {
  const s = store.get();
  return s.eventId === eventId ? s.legs : [];
};

export const builder = {
  /**
   * Adds the outcome, or takes it out when already picked; another outcome of the same line
   * replaces that line's pick. Past MAX_BUILDER_LEGS lines nothing is added.
   */
  toggle(eventId: string, leg: BuilderLeg) {
    const legs = legsOf(eventId);
    if (legs.some((l) => legKey(l) === legKey(leg))) {
      store.set({ eventId, legs: legs.filter((l) => legKey(l) !== legKey(leg)) });
      return;
    }
    const i = legs.findIndex((l) => lineOf(l) === lineOf(leg));
    if (i < 0 && legs.length >= MAX_BUILDER_LEGS) return;
    store.set({ eventId, legs: i < 0 ? [...legs, leg] : legs.map((l, j) => (j === i ? leg : l)) });
  },
  remove(eventId: string, leg: BuilderPick) {
    store.set({ eventId, legs: legsOf(eventId).filter((l) => legKey(l) !== legKey(leg)) });
  },
  /** The current single prices a refusal brought (ODDS_CHANGED `data.selections`). */
  reprice(eventId: string, prices: (BuilderPick & { odds: number })[]) {
    const byKey = new Map(prices.map((p) => [legKey(p), p.odds]));
    store.set({
      eventId,
      legs: legsOf(eventId).map((l) => ({ ...l, odds: byKey.get(legKey(l)) ?? l.odds })),
    });
  },
  /**
   * The picks' single prices as the markets shown now have them (hub pushes patch those,
   * live/apply-odds-delta.ts). True when a price moved: the combined price is then asked again.
   */
  follow(eventId: string, markets: SportsMarket[]): boolean {
    const odds = new Map(
      markets.flatMap((m) =>
        m.outcomes.map((o) => [
          legKey({ marketId: m.id, specifiers: m.specifiers, outcomeId: o.id }),
          o.odds,
        ]),
      ),
    );
    const legs = legsOf(eventId);
    if (!legs.some((l) => (odds.get(legKey(l)) ?? l.odds) !== l.odds)) return false;
    store.set({ eventId, legs: legs.map((l) => ({ ...l, odds: odds.get(legKey(l)) ?? l.odds })) });
    return true;
  },
  clear: () => store.set({ eventId: null, legs: [] }),
};

const NONE: BuilderLeg[] = [];

/** The picks of `eventId` (a stable empty list for any other event). */
export const useBuilderLegs = (eventId: string) => store.use((s) => (s.eventId === eventId ? s.legs : NONE));
