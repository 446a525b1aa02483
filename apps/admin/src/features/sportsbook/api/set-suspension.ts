import type { suspensionStateSchema } from '@lalebet/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import { sportsbookKeys } from './keys';

export type SuspensionState = z.infer<typeof suspensionStateSchema>;
export type SuspensionAction = 'suspend' | 'resume';
/** What a trader holds or releases: a whole event, or one market (with its specifiers) of it. */
export type SuspensionTarget =
  | { kind: 'event'; eventId: string; name: string }
  | { kind: 'market'; eventId: string; marketId: number; specifiers: string; name: string };

type Vars = { action: SuspensionAction; target: SuspensionTarget; reason: string };

/**
 * POST admin/sportsbook/events/{id}/{suspend|resume} or markets/{suspend|resume}: a trader's
 * suspension overrides the feed until it is released (docs/decisions/078-trading-desk.md).
 */
export function useSetSuspension() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ action, target, reason }: Vars) =>
      target.kind === 'event'
        ? api.post<SuspensionState>(
            `admin/sportsbook/events/${encodeURIComponent(target.eventId)}/${action}`,
            { reason },
          )
        : api.post<SuspensionState>(`admin/sportsbook/markets/${action}`, {
            eventId: target.eventId,
            marketId: target.marketId,
            specifiers: target.specifiers,
            reason,
          }),
    onSuccess: () => client.invalidateQueries({ queryKey: sportsbookKeys.all }),
  });
}
