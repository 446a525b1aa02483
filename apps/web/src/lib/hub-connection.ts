import { HUB_CLIENT, HUB_PATH } from '@lalebet/shared/notifications-hub';
import { HttpTransportType, HubConnectionBuilder, LogLevel } from '@microsoft/signalr';

/**
 * The part of @microsoft/signalr's HubConnection the app uses (tests pass a fake). Import this
 * file only with `import()` (or `import type`): it brings the library, which stays out of the
 * entry chunk.
 */
export type HubConnectionLike = {
  on(method: string, handler: (arg: unknown) => void): void;
  onclose(callback: (error?: Error) => void): void;
  onreconnecting(callback: (error?: Error) => void): void;
  onreconnected(callback: (connectionId?: string) => void): void;
  start(): Promise<void>;
  stop(): Promise<void>;
};

/** A connection that also calls hub methods (Watch, Unwatch). */
export type HubInvokerLike = HubConnectionLike & {
  invoke(method: string, ...args: unknown[]): Promise<unknown>;
};

/**
 * The stock client, set up as docs/product.md §9 says (server timeout 30 s, keep-alive 15 s,
 * reconnect after 0, 2, 10 and 30 s, then stop). WebSockets only: our hub has no other
 * transport (ADR 006). A session token goes only in the negotiate request's Authorization
 * header; the server redirects with a single-use ticket, and only that ticket is put in the
 * WebSocket URL (ADR 018). Without `token` the connection is a guest's, which may only watch
 * odds (ADR 021). The library's own logging is off: its messages can carry that URL.
 */
export function buildHubConnection(opts: { token?: string; headers?: Record<string, string> }) {
  const { token } = opts;
  const connection = new HubConnectionBuilder()
    .withUrl(HUB_PATH, {
      ...(token ? { accessTokenFactory: () => token } : {}),
      transport: HttpTransportType.WebSockets,
      headers: opts.headers ?? {},
    })
    .withAutomaticReconnect([...HUB_CLIENT.reconnectDelaysMs])
    .configureLogging(LogLevel.None)
    .build();
  connection.serverTimeoutInMilliseconds = HUB_CLIENT.serverTimeoutMs;
  connection.keepAliveIntervalInMilliseconds = HUB_CLIENT.keepAliveIntervalMs;
  return connection;
}
