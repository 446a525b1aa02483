import { paths } from '@/config/paths';
import { storage } from '@/lib/storage';
import { clearSession } from '@/stores/session';
import { logoutCustomer } from './api/logout-customer';

/** docs/product.md §9: the page reloads 300 ms after logout. */
export const LOGOUT_RELOAD_DELAY_MS = 300;

/**
 * docs/product.md §4: logout calls the server, clears all storage, goes to / and reloads
 * 300 ms later (the reload drops every cached query of the player). `callServer: false` when
 * the server already ended the session (the hub's Logout command).
 */
export async function logout(
  navigate: (to: string) => unknown,
  reload = () => window.location.reload(),
  { callServer = true }: { callServer?: boolean } = {},
) {
  if (callServer) await logoutCustomer().catch(() => undefined);
  storage.clear();
  clearSession();
  await navigate(paths.home);
  setTimeout(reload, LOGOUT_RELOAD_DELAY_MS);
}
