import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocale } from '@/hooks/use-locale';
import { useSession } from '@/stores/session';

type Navigate = (to: string) => unknown;

/**
 * docs/product.md §4: the real-time connection starts with a login or a restored session and
 * stops on logout; a new language reconnects (the hub sends texts in the connection's
 * language). The hub client and @microsoft/signalr load only here, after login, so neither
 * a guest nor the first paint pays for them.
 */
export function useRealtime(navigate: Navigate) {
  const queryClient = useQueryClient();
  const token = useSession()?.token ?? null;
  const locale = useLocale();
  useEffect(() => {
    if (!token) return;
    let stop: (() => void) | undefined;
    let cancelled = false;
    void import('./connect-realtime').then((m) => {
      if (!cancelled) stop = m.connectRealtime({ token, locale, queryClient, navigate });
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [token, locale, queryClient, navigate]);
}
