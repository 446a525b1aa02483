import type { SessionData } from '@lalebet/shared';
import { setSession } from '@/stores/session';

/** The session object as auth/login returns it (docs/product.md §3), for web tests. */
export const SESSION: SessionData = {
  token: 'tok-1',
  balance: 1500,
  username: 'ayseyilmaz',
  usercode: '100234',
  betsyCid: '',
  betsyUrl: '',
  betsyToken: '',
  betcoToken: '',
  betcoUrl: '',
  phone: '905321234567',
  smsVerified: true,
  fingerprint: 'fp',
  userFavoriteList: [],
};

export const sessionWith = (patch: Partial<SessionData> = {}): SessionData => ({ ...SESSION, ...patch });

/** Stores a logged-in session, as a successful login does. */
export function logIn(patch: Partial<SessionData> = {}) {
  setSession(sessionWith(patch));
}
