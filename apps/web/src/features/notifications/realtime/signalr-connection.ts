import { buildHubConnection } from '@/lib/hub-connection';
import type { HubConnectionLike, HubTarget } from './hub-client';

/**
 * The signed-in player's connection (lib/hub-connection.ts has the settings): the session
 * token for negotiate only, with the fingerprint and language headers. Each reconnect
 * negotiates again and gets a fresh ticket (ADR 018).
 */
export function buildConnection({ token, fingerprint, locale }: HubTarget): HubConnectionLike {
  return buildHubConnection({ token, headers: { 'x-fingerprint': fingerprint, 'x-locale': locale } });
}
