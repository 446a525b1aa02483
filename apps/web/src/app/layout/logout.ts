import { paths } from '@/config/paths';
import { api } from '@/lib/api-client';
import { storage } from '@/lib/storage';

/** Brief, section 9: the page reloads 300 ms after logout. */
export const LOGOUT_RELOAD_DELAY_MS = 300;

/**
 * Brief, section 4: logout calls the server, clears all storage, goes to / and reloads.
 * TODO(accounts): the session feature owns this; it moves there with the login flow.
 */
export async function logout(navigate: (to: string) => unknown) {
  await api.get('auth/logout').catch(() => undefined);
  storage.clear();
  await navigate(paths.home);
  setTimeout(() => window.location.reload(), LOGOUT_RELOAD_DELAY_MS);
}
