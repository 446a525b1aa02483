import { HUB_CLIENT, HUB_PATH } from '@lalebet/shared/notifications-hub';
import { HttpTransportType, HubConnectionBuilder, LogLevel } from '@microsoft/signalr';
import type { HubConnectionLike, HubTarget } from './hub-client';

/**
 * The stock @microsoft/signalr client, set up as the brief's section 9 says (server timeout
 * 30 s, keep-alive 15 s, reconnect after 0, 2, 10 and 30 s, then stop). WebSockets only: our
 * hub has no other transport (ADR 006). A browser cannot put headers on a WebSocket, so the
 * token travels as `access_token` and the fingerprint and language in the query; the headers
 * are for the negotiate request. The library's own logging is off: its messages can carry that
 * URL, token included, and failures reach the app as hub events instead.
 */
export function buildConnection({ token, fingerprint, locale }: HubTarget): HubConnectionLike {
  const query = new URLSearchParams({ fingerprint, locale });
  const connection = new HubConnectionBuilder()
    .withUrl(`${HUB_PATH}?${query}`, {
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
