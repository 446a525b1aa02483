import { createStore } from '@/lib/store';
import { selectionKey, slipStore } from './slip-store';

export type OddsMove = 'up' | 'down';

/**
 * Which way each selection's price last moved (a hub delta, a refusal's current prices, a
 * loaded coupon), so the slip can mark it even if it was closed at the time. The slip store
 * keeps only the current odds; the previous ones are remembered here.
 */
export const oddsMovesStore = createStore({ moves: {} as Record<string, OddsMove> });

let previous = new Map(slipStore.get().selections.map((s) => [selectionKey(s), s.odds]));
slipStore.subscribe(() => {
  const { moves } = oddsMovesStore.get();
  const next: Record<string, OddsMove> = {};
  const current = new Map<string, number>();
  for (const s of slipStore.get().selections) {
    const key = selectionKey(s);
    const before = previous.get(key);
    current.set(key, s.odds);
    const move = before === undefined || before === s.odds ? moves[key] : s.odds > before ? 'up' : 'down';
    if (move) next[key] = move;
  }
  previous = current;
  const keys = Object.keys(next);
  if (keys.length !== Object.keys(moves).length || keys.some((k) => moves[k] !== next[k])) {
    oddsMovesStore.set({ moves: next });
  }
});

/** React: the last move of each selection's price, by selection key. */
export const useOddsMoves = () => oddsMovesStore.use((s) => s.moves);
