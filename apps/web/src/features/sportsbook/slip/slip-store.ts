import type { Selection } from '@lalebet/shared';
import { createStore } from '@/lib/store';
import { STORAGE_KEYS, storage } from '@/lib/storage';

/**
 * The bet slip's selections, kept in local storage so they survive a reload and the login a
 * guest is asked for when placing (docs/decisions/021-sportsbook-engine.md). Display names are
 * stored beside each selection so the slip draws without refetching every event.
 */
export type SlipSelection = Selection & {
  eventName: string;
  marketName: string;
  outcomeName: string;
  /** True while the event is live (live bets wait for the bet delay). */
  live: boolean;
  /** False when the market is suspended or the outcome is no longer offered. */
  active: boolean;
  /** The event's MBS (minimum selections on a coupon holding it); absent in slips saved before it. */
  mbs?: number;
};

/** One key per selected outcome; a market line holds one selection at a time. */
export const selectionKey = (s: Pick<Selection, 'eventId' | 'marketId' | 'specifiers' | 'outcomeId'>) =>
  `${s.eventId}/${s.marketId}/${s.specifiers}/${s.outcomeId}`;
const lineKey = (s: Pick<Selection, 'eventId' | 'marketId' | 'specifiers'>) =>
  `${s.eventId}/${s.marketId}/${s.specifiers}`;

/**
 * Bankers need at least two selections outside them (BANKER_INVALID): when a removal leaves
 * fewer, every banker mark goes, so the slip never holds a system it cannot place.
 */
function keepBankersValid(selections: SlipSelection[]): SlipSelection[] {
  const others = selections.filter((x) => !x.banker).length;
  if (others >= 2 || !selections.some((x) => x.banker)) return selections;
  return selections.map(({ banker: _banker, ...x }) => x);
}

const saved = storage.getJson<SlipSelection[]>(STORAGE_KEYS.betSlip);
export const slipStore = createStore({ selections: Array.isArray(saved) ? saved : [] });

slipStore.subscribe(() => storage.set(STORAGE_KEYS.betSlip, JSON.stringify(slipStore.get().selections)));

export const slip = {
  has: (s: Parameters<typeof selectionKey>[0]) =>
    slipStore.get().selections.some((x) => selectionKey(x) === selectionKey(s)),
  /** Adds the outcome (replacing another outcome of the same line) or removes it if present. */
  toggle(sel: SlipSelection) {
    slipStore.set(({ selections }) => {
      const key = selectionKey(sel);
      if (selections.some((x) => selectionKey(x) === key)) {
        return { selections: keepBankersValid(selections.filter((x) => selectionKey(x) !== key)) };
      }
      // Replacing an outcome of the same line keeps its banker mark.
      const replaced = selections.find((x) => lineKey(x) === lineKey(sel));
      const added = replaced?.banker ? { ...sel, banker: true } : sel;
      return { selections: [...selections.filter((x) => lineKey(x) !== lineKey(sel)), added] };
    });
  },
  remove(key: string) {
    slipStore.set(({ selections }) => ({
      selections: keepBankersValid(selections.filter((x) => selectionKey(x) !== key)),
    }));
  },
  /** Marks the selection a banker (banko) of a system bet, or unmarks it. */
  toggleBanker(key: string) {
    slipStore.set(({ selections }) => ({
      selections: keepBankersValid(
        selections.map((x) => (selectionKey(x) === key ? { ...x, banker: !x.banker } : x)),
      ),
    }));
  },
  /** New prices or states from the server (a refusal's current odds, a hub delta, a loaded coupon). */
  update(changes: (Parameters<typeof selectionKey>[0] & { odds: number; active: boolean })[]) {
    const byKey = new Map(changes.map((c) => [selectionKey(c), c]));
    slipStore.set(({ selections }) => ({
      selections: selections.map((x) => {
        const c = byKey.get(selectionKey(x));
        return c ? { ...x, odds: c.odds, active: c.active } : x;
      }),
    }));
  },
  replace(selections: SlipSelection[]) {
    slipStore.set({ selections: keepBankersValid(selections) });
  },
  clear() {
    slipStore.set({ selections: [] });
  },
};

/** React: the slip's selections. */
export const useSlipSelections = () => slipStore.use((s) => s.selections);
