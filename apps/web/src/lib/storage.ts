/** The product's local-storage keys, typed. Everything the app persists goes through here. */
export const STORAGE_KEYS = {
  authData: 'authData',
  fingerprint: 'fingerprint',
  lang: 'lang',
  topNotifyRead: 'topNotifyRead',
  refId: 'refId',
  /** An affiliate's btag and when it lapses (lib/affiliate.ts; a cookie keeps it too). */
  btag: 'btag',
  seenPopups: 'seenPopups',
  /** The sports bet slip: survives a reload and the login a guest is asked for when placing. */
  betSlip: 'betSlip',
  /** The sports odds format (decimal, fractional, American). */
  oddsFormat: 'oddsFormat',
  /** A guest's odds-change policy for the slip (a logged-in player's lives on the server). */
  slipOddsChange: 'slipOddsChange',
} as const;
export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

export const storage = {
  get(key: StorageKey): string | null {
    try {
      return localStorage.getItem(key);
    } catch {
      return null;
    }
  },
  set(key: StorageKey, value: string) {
    try {
      localStorage.setItem(key, value);
    } catch {
      // Private mode or a full quota: the app keeps working without persistence.
    }
  },
  remove(key: StorageKey) {
    try {
      localStorage.removeItem(key);
    } catch {
      /* see set() */
    }
  },
  getJson<T>(key: StorageKey): T | null {
    const raw = storage.get(key);
    if (!raw) return null;
    try {
      return JSON.parse(raw) as T;
    } catch {
      return null;
    }
  },
  setJson(key: StorageKey, value: unknown) {
    storage.set(key, JSON.stringify(value));
  },
  clear() {
    try {
      localStorage.clear();
    } catch {
      /* see set() */
    }
  },
};
