import { useEffect, useState } from 'react';

export type OddsMove = 'up' | 'down' | null;

/** How long a moved price stays marked (green up, red down). */
export const ODDS_FLASH_MS = 1000;

/**
 * Which way a price last moved, for about a second after it moved; null otherwise. The first
 * price shown is not a move.
 */
export function useOddsMove(odds: number): OddsMove {
  const [seen, setSeen] = useState(odds);
  const [move, setMove] = useState<{ dir: OddsMove; at: number }>({ dir: null, at: 0 });
  if (odds !== seen) {
    // Adjusting state while rendering (react.dev "storing information from previous renders").
    setSeen(odds);
    setMove({ dir: odds > seen ? 'up' : 'down', at: odds });
  }
  useEffect(() => {
    if (!move.dir) return;
    const timer = setTimeout(() => setMove({ dir: null, at: 0 }), ODDS_FLASH_MS);
    return () => clearTimeout(timer);
  }, [move]);
  return move.dir;
}
