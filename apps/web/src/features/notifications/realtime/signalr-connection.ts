import { HUB_CLIENT, HUB_PATH } from '@lalebet/shared/notifications-hub';
import { HttpTransportType, HubConnectionBuilder, LogLevel } from '@microsoft/signalr';
import type { HubConnectionLike, HubTarget } from './hub-client';

/**
 * The stock @microsoft/signalr client, set up as docs/product.md §9 says (server timeout
 * 30 s, keep-alive 15 s, reconnect after 0, 2, 10 and 30 s, then stop). WebSockets only: our
 * hub has no other transport (ADR 006). The session token goes only in the negotiate request's
 * Authorization header, with the fingerprint and language headers; the server answers with a
 * redirect carrying a single-use ticket, and the client puts only that ticket in the WebSocket
 * URL (ADR 018). Each reconnect negotiates again and gets a fresh ticket. The library's own
 * logging is off: its messages can carry that URL, and failures reach the app as hub events.
 */
export function buildConnection({ token, fingerprint, locale }: HubTarget): HubConnectionLike {
  const connection = new HubConnectionBuilder()
    .withUrl(HUB_PATH, {
      accessTokenFactory: () => token,
      transport: HttpTransportType.WebSockets,
      headers: { 'x-fingerprint': fingerprint, 'x-locale': locale },
    })
    .withAutomaticReconnect([...HUB_CLIENT.reconnectDelaysMs])
    .configureLogging(LogLevel.None)
    .build();
  connection.serverTimeoutInMilliseconds = HUB_CLIENT.serverTimeoutMs;
  connection.keepAliveIntervalInMilliseconds = HUB_CLIENT.keepAliveIntervalMs;
  return connection;
}
