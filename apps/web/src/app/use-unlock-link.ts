import { useEffect } from 'react';
import { api } from '@/lib/api-client';

/**
 * The link in a lock e-mail opens the site with `?unlock=<token>` (docs/decisions/045-throttle-not-lock.md):
 * post it once, drop it from the address bar, and show the server's localized answer. The toast
 * module loads only then: it stays out of the home route's bundle (docs/decisions/038-home-page-lighthouse.md).
 */
export function useUnlockLink() {
  useEffect(() => {
    const url = new URL(window.location.href);
    const token = url.searchParams.get('unlock');
    if (!token) return;
    url.searchParams.delete('unlock');
    window.history.replaceState(window.history.state, '', url);
    const toast = () => import('@/components/ui/toast').then((m) => m.toast);
    api.post<null>('auth/unlock', { token }).then(
      ({ message }) => toast().then((t) => t.success(message)),
      (err: unknown) => toast().then((t) => t.error(err instanceof Error ? err.message : String(err))),
    );
  }, []);
}
