import type { CustomerBonus, Locale } from '@lalebet/shared';
import { NotificationKind } from '@lalebet/shared/enums';
import type { QueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/toast';
import { balanceQueryOptions } from '@/features/auth/api/get-balance';
import { logout } from '@/features/auth/logout';
import { notificationKeys } from '@/features/notifications/api/keys';
import { addNotification } from '@/features/notifications/api/notification-cache';
import { paymentKeys } from '@/features/payments/api/keys';
import { onBetPush } from '@/features/sportsbook/bets/on-bet-push';
import { type HubClientOptions, startHubClient } from '@/features/notifications/realtime/hub-client';
import { onProtectionPush } from '@/features/protection/hub/on-protection-push';
import { rememberLogoutReason } from '@/lib/logout-notice';
import { storage, STORAGE_KEYS } from '@/lib/storage';
import { patchSession, sessionStore } from '@/stores/session';
import { uiStore } from '@/stores/ui';

const BONUS_KEY_PREFIX = ['bonuses'] as const;
const BONUS_MINE_PREFIX = ['bonuses', 'mine'] as const;

export type RealtimeOptions = {
  token: string;
  locale: Locale;
  queryClient: QueryClient;
  navigate: (to: string) => unknown;
  /** Tests pass a fake connection. */
  connect?: HubClientOptions['connect'];
};

/**
 * The hub's commands, wired to the app (loaded after login, with @microsoft/signalr behind it):
 * Notification joins the list and shows a toast (a deposit or withdrawal outcome also refreshes
 * the financial activities, a bonus one the bonus pages); Balance updates the header at once, ahead of the 10 s poll; Bonus moves
 * the wagering bars; Profile updates the stored session's phone; Logout (the session was ended elsewhere) logs out as the Logout entry does,
 * without calling the server for a session that is already over. Returns `stop`.
 */
export function connectRealtime({ token, locale, queryClient, navigate, connect }: RealtimeOptions) {
  const client = startHubClient({
    token,
    locale,
    // The hub admits a session only from the fingerprint it logged in with (ADR 006): the one
    // the session carries (docs/product.md §3: authData.fingerprint), else this browser's.
    fingerprint: sessionStore.get().session?.fingerprint || (storage.get(STORAGE_KEYS.fingerprint) ?? ''),
    connect,
    handlers: {
      Notification: (item) => {
        addNotification(queryClient, locale, item);
        toast.info(item.title, { description: item.note });
        if (item.type === NotificationKind.Deposit || item.type === NotificationKind.Withdraw) {
          void queryClient.invalidateQueries({ queryKey: paymentKeys.transactions });
        }
        // A bonus granted, approved or rejected: the offers and the player's bonuses change.
        // The prefix of bonusKeys.all (features/bonuses/api/keys.ts), written out: importing it
        // would give this lazy chunk one more dependency, listed in the entry (the home budget).
        if (item.type === NotificationKind.Bonus) {
          void queryClient.invalidateQueries({ queryKey: BONUS_KEY_PREFIX });
        }
      },
      Balance: (balances) => {
        const usercode = sessionStore.get().session?.usercode ?? null;
        uiStore.set({ balance: balances.balance });
        patchSession(balances);
        queryClient.setQueryData(balanceQueryOptions(usercode).queryKey, balances);
      },
      // Wagering moved: the bonus pages' progress bars follow bet by bet; an ended bonus is
      // read again (its Notification does the same).
      Bonus: (progress) => {
        queryClient.setQueriesData<CustomerBonus[]>({ queryKey: BONUS_MINE_PREFIX }, (list) =>
          list?.map((b) => (b.id === progress.id ? { ...b, ...progress, status: b.status } : b)),
        );
        if (progress.status !== 'active') void queryClient.invalidateQueries({ queryKey: BONUS_KEY_PREFIX });
      },
      // Not stored: e.g. why the wallet refused a bet, next to the game's own message.
      Notice: ({ title, note }) => void toast.warning(title, { description: note }),
      // The phone was verified in another tab or device: the 'Verify your phone' prompts go.
      Profile: (profile) => patchSession(profile),
      // A protection reason (time-out, exclusion, session limit, closure) is explained after the reload.
      Logout: ({ reason }) => {
        rememberLogoutReason(reason);
        void logout(navigate, undefined, { callServer: false });
      },
      // Sportsbook commands are handled by the sportsbook's own hub listeners.
      Odds: () => undefined,
      // A bet accepted, refused or settled: the slip's confirmation and My bets follow, with a toast.
      Bet: (state) => void onBetPush(queryClient, state),
      // Player protection: a limit at 80 % warns, an exclusion began says until when.
      Protection: (event) => void onProtectionPush(queryClient, event),
    },
    // Pushes sent while the connection was down are not replayed: read the list again.
    onReconnected: () => void queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
  return () => void client.stop();
}
