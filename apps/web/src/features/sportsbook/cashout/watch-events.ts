import { HUB_METHOD, HUB_WATCH_METHOD, HubCommand, eventTopic } from '@lalebet/shared/notifications-hub';
import type { HubInvokerLike } from '@/lib/hub-connection';
import { isOddsDelta } from '@/lib/hub-shapes';

/**
 * Calls `onChange` when the hub pushes odds of one of `eventIds`, over a guest connection of
 * its own while the cash-out dialog is open. Not live/odds-stream.ts: sharing that module with
 * this chunk would split it into a chunk of its own, and every sportsbook route's list of
 * chunk names in the home entry would grow past its budget (docs/decisions/068-web-cash-out.md).
 */
export function watchEvents(eventIds: string[], onChange: () => void): () => void {
  let stopped = false;
  let conn: HubInvokerLike | null = null;
  const topics = eventIds.map((id) => eventTopic(id));
  const watch = () => void conn?.invoke(HUB_WATCH_METHOD, topics).catch(() => undefined);

  async function open() {
    const { buildHubConnection } = await import('@/lib/hub-connection');
    if (stopped) return;
    const c = buildHubConnection({}) as HubInvokerLike;
    conn = c;
    c.on(HUB_METHOD, (value) => {
      const { command, message } = (value ?? {}) as { command?: unknown; message?: unknown };
      if (command === HubCommand.Odds && isOddsDelta(message) && eventIds.includes(message.eventId))
        onChange();
    });
    // A new server connection knows no topics.
    c.onreconnected(watch);
    c.onreconnecting(() => undefined);
    c.onclose(() => undefined);
    await c.start();
    if (stopped) return void c.stop().catch(() => undefined);
    watch();
  }

  if (topics.length) open().catch(() => undefined);
  return () => {
    stopped = true;
    void conn?.stop().catch(() => undefined);
  };
}
