import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { paths } from '@/config/paths';
import { balanceQueryOptions } from '@/features/auth/api/get-balance';
import { configureApiClient } from '@/lib/api-client';
import { i18next } from '@/lib/i18n';
import { clearSession, patchSession, sessionStore, useSession } from '@/stores/session';
import { uiStore } from '@/stores/ui';
import { useRealtime } from './use-realtime';

type Navigate = (to: string) => unknown;

/**
 * docs/product.md §4 "Login status": a stored session is the logged-in state. At start-up it
 * fills the shared state; while logged in the balance is polled every 10 s and the real-time
 * connection runs; any 401 ends it.
 */
export function useSessionLifecycle(navigate: Navigate) {
  const queryClient = useQueryClient();
  const session = useSession();

  useEffect(() => {
    const stored = sessionStore.get().session;
    uiStore.set({ hasLogin: stored !== null, balance: stored?.balance ?? 0 });
  }, []);

  useEffect(() => {
    configureApiClient({
      onUnauthorized: () => {
        // Only a logged-in player can be logged out: a guest's 401 (the login call itself) is
        // not a logout, and once cleared, the other requests in flight find nothing to end.
        if (!sessionStore.get().session) return;
        clearSession();
        queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== 'cms' });
        void navigate(paths.home);
        void import('@/components/ui/toast').then(({ toast }) => toast.info(i18next.t('session.expired')));
      },
    });
  }, [navigate, queryClient]);

  // Keyed by user code, so a cached balance never crosses from one player to the next.
  const balance = useQuery(balanceQueryOptions(session?.usercode ?? null));
  useEffect(() => {
    const current = sessionStore.get().session;
    const next = balance.data;
    if (!next || !current) return;
    uiStore.set({ balance: next.balance });
    if (current.balance !== next.balance || current.bonusBalance !== next.bonusBalance) patchSession(next);
  }, [balance.data]);

  useRealtime(navigate);
}
