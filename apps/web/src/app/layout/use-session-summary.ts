import { formatMoney } from '@/lib/format';
import { useSession } from '@/stores/session';

export { formatMoney };

export type SessionSummary = { username: string; usercode: string; balance: number; bonusBalance: number };

/**
 * What the shell shows of the logged-in player, from the session store (docs/product.md §3:
 * `authData`). The balance follows the 10-second poll, which patches the session.
 */
export function useSessionSummary(): SessionSummary | null {
  const session = useSession();
  if (!session) return null;
  const { username, usercode, balance } = session;
  // Sessions stored before bonuses existed have no bonusBalance: the next poll fills it in.
  return { username, usercode, balance, bonusBalance: session.bonusBalance ?? 0 };
}
