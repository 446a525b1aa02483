import type { LogoutReason } from '@lalebet/shared/notifications-hub';

/**
 * Why the server ended the session, kept across logout's reload (logout clears localStorage,
 * not sessionStorage) so the next page can say it (docs/decisions/024-player-protection.md).
 * Only the player-protection reasons are explained.
 */
const KEY = 'lalebet.logoutNotice';
export const EXPLAINED_LOGOUTS = ['timed_out', 'self_excluded', 'session_limit', 'closed'] as const;
export type ExplainedLogout = (typeof EXPLAINED_LOGOUTS)[number];

export function rememberLogoutReason(reason: LogoutReason) {
  if (!(EXPLAINED_LOGOUTS as readonly string[]).includes(reason)) return;
  try {
    sessionStorage.setItem(KEY, reason);
  } catch {
    // Private mode without storage: the explanation is lost, the logout still happens.
  }
}

/** The remembered reason, once (it is removed as it is read). */
export function takeLogoutReason(): ExplainedLogout | null {
  try {
    const value = sessionStorage.getItem(KEY);
    sessionStorage.removeItem(KEY);
    return (EXPLAINED_LOGOUTS as readonly string[]).includes(value ?? '') ? (value as ExplainedLogout) : null;
  } catch {
    return null;
  }
}
