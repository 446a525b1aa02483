import type { LogoutReason } from '@lalebet/shared/notifications-hub';

/**
 * Why the server ended the session, kept across logout's reload (logout clears localStorage,
 * not sessionStorage) so the next page can say it (docs/decisions/024-player-protection.md).
 * Only the player-protection reasons are explained.
 */
const KEY = 'lalebet.logoutNotice';
export const EXPLAINED_LOGOUTS = ['timed_out', 'self_excluded', 'session_limit', 'closed'] as const;
export type ExplainedLogout = (typeof EXPLAINED_LOGOUTS)[number];

/**
 * Logout clears the stored language too, so the language the player was reading in travels
 * with the reason and the explanation uses it.
 */
export function rememberLogoutReason(reason: LogoutReason, lang = document.documentElement.lang) {
  if (!(EXPLAINED_LOGOUTS as readonly string[]).includes(reason)) return;
  try {
    sessionStorage.setItem(KEY, reason);
    sessionStorage.setItem(`${KEY}.lang`, lang === 'en' ? 'en' : 'tr');
  } catch {
    // Private mode without storage: the explanation is lost, the logout still happens.
  }
}

/** The remembered reason and language, once (they are removed as they are read). */
export function takeLogoutReason(): { reason: ExplainedLogout; lang: 'tr' | 'en' } | null {
  try {
    const value = sessionStorage.getItem(KEY);
    const lang = sessionStorage.getItem(`${KEY}.lang`) === 'en' ? 'en' : 'tr';
    sessionStorage.removeItem(KEY);
    sessionStorage.removeItem(`${KEY}.lang`);
    return (EXPLAINED_LOGOUTS as readonly string[]).includes(value ?? '')
      ? { reason: value as ExplainedLogout, lang }
      : null;
  } catch {
    return null;
  }
}
