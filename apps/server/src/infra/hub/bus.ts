import type { Locale, LogoutReason, NotifyMessage } from '@lalebet/shared';

/** A message for one customer: the same for every connection, or one per language. */
export type HubPayload = NotifyMessage | Record<Locale, NotifyMessage>;

/**
 * What travels between server processes. Customer ids are strings (JSON has no bigint).
 * `send`: deliver to these customers' connections. `end`: those sessions are over.
 * `topics`: deliver the frame `f` (serialized once, by the publisher) to the watchers of `t`.
 * `staff`: deliver the frame `f` to every staff hub connection. `staffEnd`: close the staff
 * connections of sessions `s`, and of every session of admin `a` when it is not null.
 */
export type BusMessage =
  | { k: 'send'; items: { c: string; m: HubPayload }[] }
  | { k: 'end'; c: string; s: string[]; r: LogoutReason }
  | { k: 'topics'; t: string[]; f: string }
  | { k: 'staff'; f: string }
  | { k: 'staffEnd'; s: string[]; a: string | null };

/**
 * Fan-out between processes. Every process, the publisher included, receives each message
 * once through `onMessage` and delivers it to its own sockets.
 */
export interface HubBus {
  readonly kind: 'memory' | 'redis';
  publish(message: BusMessage): Promise<void>;
  onMessage(handler: (message: BusMessage) => void): void;
  close(): Promise<void>;
}

/** One process: publishing is delivering. */
export function createMemoryBus(): HubBus {
  const handlers: ((m: BusMessage) => void)[] = [];
  return {
    kind: 'memory',
    async publish(message) {
      for (const handler of handlers) handler(message);
    },
    onMessage(handler) {
      handlers.push(handler);
    },
    async close() {
      handlers.length = 0;
    },
  };
}
