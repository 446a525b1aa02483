import type { FeedEnvelope, FeedTransport } from '../../lib/feed/envelope.ts';

/**
 * A transport that holds what is published until `open()`, then forwards it in order. The feed
 * simulator starts while the app is still registering; its first fixtures must wait until the
 * adapter has subscribed, or an in-process transport would drop them (no subscriber yet).
 */
export function gatedTransport(inner: FeedTransport): FeedTransport & { open(): Promise<void> } {
  let held: FeedEnvelope[] | null = [];
  return {
    async publish(message) {
      if (held) held.push(message);
      else await inner.publish(message);
    },
    subscribe: (handler) => inner.subscribe(handler),
    async open() {
      const queued = held ?? [];
      held = null;
      for (const message of queued) await inner.publish(message);
    },
    // The inner transport is the app's; whoever made it closes it.
    async close() {
      held = null;
    },
  };
}
