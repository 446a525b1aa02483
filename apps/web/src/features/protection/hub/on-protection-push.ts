import type { ProtectionEventDto } from '@lalebet/shared/notifications-hub';
import type { QueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/toast';
import { i18next } from '@/lib/i18n';
import { untilText } from '@/lib/protection-refusal';
import { protectionKeys } from '../api/keys';

/**
 * The hub's `Protection` command (docs/decisions/024-player-protection.md): at 80 % of a limit
 * a warning toast (docs/rules.md R16); when a time-out or exclusion
 * began a message (the Logout that follows ends the session); the protection page is read
 * again in every case. Keys only here: this module travels with the hub's lazy chunk.
 */
export async function onProtectionPush(queryClient: QueryClient, event: ProtectionEventDto) {
  void queryClient.invalidateQueries({ queryKey: protectionKeys.all });
  if (event.kind === 'state') return;
  await i18next.loadNamespaces('protection');
  const t = i18next.getFixedT(null, 'protection');
  if (event.kind === 'limit') {
    toast.warning(t('push.limit', { kind: t(`kind.${event.limit}`), percent: Math.round(event.percent) }), {
      description: t('push.limitText', {
        period: t(`period.${event.period}`),
        percent: Math.round(event.percent),
      }),
    });
  } else {
    toast.warning(t('push.exclusion'), { description: untilText(event.until) });
  }
}
