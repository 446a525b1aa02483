import { storage, STORAGE_KEYS } from '@/lib/storage';
import { uiStore } from '@/stores/ui';

export type SessionSummary = { username: string; usercode: string; balance: number };

type StoredSession = { username?: string; usercode?: string | number; balance?: number };

const tryFormat = new Intl.NumberFormat('tr-TR', { style: 'currency', currency: 'TRY' });

/** Money in the Turkish locale with the lira sign (brief, section 5), e.g. "₺1.250,50". */
export const formatMoney = (amount: number) => tryFormat.format(amount);

/**
 * What the shell shows of the logged-in player. Reads the stored session (brief, section 3);
 * the balance follows `uiStore.balance` once the accounts feature polls it.
 * TODO(accounts): replace with the session store when it lands.
 */
export function useSessionSummary(): SessionSummary | null {
  const hasLogin = uiStore.use((s) => s.hasLogin);
  const liveBalance = uiStore.use((s) => s.balance);
  if (!hasLogin) return null;
  const stored = storage.getJson<StoredSession>(STORAGE_KEYS.authData) ?? {};
  return {
    username: stored.username ?? '',
    usercode: stored.usercode != null ? String(stored.usercode) : '',
    balance: liveBalance || stored.balance || 0,
  };
}
