import { HUB_CLIENT, HUB_METHOD } from '@lalebet/shared/notifications-hub';
import type { HubConnectionLike } from '@/lib/hub-connection';
import { publishHubEvent, setHubStatus } from './connection-store';
import { dispatchHubMessage, type HubHandlers } from './hub-message';

export type HubTarget = { token: string; fingerprint: string; locale: string };

export type { HubConnectionLike } from '@/lib/hub-connection';

export type HubClientOptions = HubTarget & {
  handlers: HubHandlers;
  /** After an automatic reconnect: pushes sent while away were missed (ADR 006). */
  onReconnected?: () => void;
  /** Builds the connection; by default @microsoft/signalr, loaded on first use. */
  connect?: (target: HubTarget) => HubConnectionLike | Promise<HubConnectionLike>;
  sleep?: (ms: number) => Promise<void>;
};

export type HubClient = { ready: Promise<void>; stop: () => Promise<void> };

const defaultConnect = async (target: HubTarget) =>
  (await import('./signalr-connection')).buildConnection(target);
const defaultSleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

/**
 * Connects to the hub and routes `NotifyMessage` to `handlers` until `stop()`. The library's
 * automatic reconnect covers a dropped connection, not a first start that fails: that one is
 * retried on the same schedule (0, 2, 10, 30 s), then given up ('lost').
 */
export function startHubClient(opts: HubClientOptions): HubClient {
  const { connect = defaultConnect, sleep = defaultSleep } = opts;
  let stopped = false;
  let connection: HubConnectionLike | null = null;

  async function run() {
    setHubStatus('connecting');
    const conn = await connect(opts);
    if (stopped) return;
    connection = conn;
    conn.on(HUB_METHOD, (arg) => dispatchHubMessage(arg, opts.handlers));
    conn.onreconnecting((error) => publishHubEvent('reconnecting', 'reconnecting', error));
    conn.onreconnected(() => {
      publishHubEvent('reconnected', 'connected');
      opts.onReconnected?.();
    });
    conn.onclose((error) => {
      if (stopped) setHubStatus('idle');
      else publishHubEvent(error ? 'error' : 'disconnected', 'lost', error);
    });
    for (const delay of [null, ...HUB_CLIENT.reconnectDelaysMs]) {
      if (delay !== null) await sleep(delay);
      if (stopped) return;
      try {
        await conn.start();
        if (!stopped) publishHubEvent('connected', 'connected');
        return;
      } catch (error) {
        if (stopped) return;
        publishHubEvent('error', 'reconnecting', error);
      }
    }
    publishHubEvent('disconnected', 'lost');
  }

  const ready = run().catch((error: unknown) => {
    // The library's chunk failed to load (offline, a new deploy): nothing to retry with.
    if (!stopped) publishHubEvent('error', 'lost', error);
  });
  return {
    ready,
    async stop() {
      stopped = true;
      setHubStatus('idle');
      await connection?.stop().catch(() => undefined);
    },
  };
}
