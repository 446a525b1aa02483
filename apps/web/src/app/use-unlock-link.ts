import { useEffect } from 'react';
import { toast } from '@/components/ui/toast';
import { api } from '@/lib/api-client';

/**
 * The link in a lock e-mail opens the site with `?unlock=<token>` (docs/decisions/045-throttle-not-lock.md):
 * post it once, drop it from the address bar, and show the server's localized answer.
 */
export function useUnlockLink() {
  useEffect(() => {
    const url = new URL(window.location.href);
    const token = url.searchParams.get('unlock');
    if (!token) return;
    url.searchParams.delete('unlock');
    window.history.replaceState(window.history.state, '', url);
    api.post<null>('auth/unlock', { token }).then(
      ({ message }) => toast.success(message),
      (err: unknown) => toast.error(err instanceof Error ? err.message : String(err)),
    );
  }, []);
}
