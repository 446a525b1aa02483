import type { SessionData } from '@lalebet/shared';
import { createStore } from '@/lib/store';
import { storage, STORAGE_KEYS } from '@/lib/storage';
import { uiStore } from './ui';

/**
 * The logged-in session (docs/product.md §3: `authData` in local storage). `authData` present
 * means logged in; everything that shows the player reads it from here.
 */
export const sessionStore = createStore({
  session: storage.getJson<SessionData>(STORAGE_KEYS.authData),
});

export const useSession = () => sessionStore.use((s) => s.session);

export function setSession(session: SessionData) {
  storage.setJson(STORAGE_KEYS.authData, session);
  sessionStore.set({ session });
  uiStore.set({ hasLogin: true, balance: session.balance });
}

/** Keeps the stored session in step when a field changes (balance, phone, smsVerified). */
export function patchSession(patch: Partial<SessionData>) {
  const current = sessionStore.get().session;
  if (!current) return;
  setSession({ ...current, ...patch });
}

export function clearSession() {
  storage.remove(STORAGE_KEYS.authData);
  sessionStore.set({ session: null });
  uiStore.set({ hasLogin: false, balance: 0 });
}
