import { HUB_METHOD } from '@lalebet/shared/notifications-hub';
import { vi } from 'vitest';
import type { HubInvokerLike } from '@/lib/hub-connection';

/** Stands in for @microsoft/signalr's HubConnection in tests: the test plays the server. */
export class FakeConnection implements HubInvokerLike {
  private methods = new Map<string, (arg: unknown) => void>();
  private closed?: (error?: Error) => void;
  private reconnectingCb?: (error?: Error) => void;
  private reconnectedCb?: (id?: string) => void;
  start = vi.fn(async () => {});
  stop = vi.fn(async () => this.closed?.());
  /** Hub methods the client called (Watch, Unwatch), in order. */
  invoke = vi.fn(async (_method: string, ..._args: unknown[]): Promise<unknown> => undefined);

  on(method: string, handler: (arg: unknown) => void) {
    this.methods.set(method, handler);
  }
  onclose(callback: (error?: Error) => void) {
    this.closed = callback;
  }
  onreconnecting(callback: (error?: Error) => void) {
    this.reconnectingCb = callback;
  }
  onreconnected(callback: (id?: string) => void) {
    this.reconnectedCb = callback;
  }

  /** The server invokes NotifyMessage with one `{ command, message }` argument. */
  push(arg: unknown) {
    this.methods.get(HUB_METHOD)?.(arg);
  }
  drop(error = new Error('WebSocket closed with status code: 1006')) {
    this.reconnectingCb?.(error);
  }
  recover() {
    this.reconnectedCb?.('conn-2');
  }
  giveUp(error?: Error) {
    this.closed?.(error);
  }
}
