import { createStore } from '@/lib/store';

/**
 * The hub connection's state, for the app to show (docs/product.md §4: disconnect, error and
 * reconnected events are published; section 8: hub errors are only published as events).
 * `idle`: not started or stopped on purpose (logged out); `lost`: gave up reconnecting.
 */
export type HubStatus = 'idle' | 'connecting' | 'connected' | 'reconnecting' | 'lost';
export type HubEventType = 'connected' | 'disconnected' | 'error' | 'reconnecting' | 'reconnected';
export type HubEvent = { type: HubEventType; at: number; error?: string };

export const hubStore = createStore({ status: 'idle' as HubStatus, lastEvent: null as HubEvent | null });

export function publishHubEvent(type: HubEventType, status: HubStatus, error?: unknown) {
  const message = error instanceof Error ? error.message : error ? String(error) : undefined;
  hubStore.set({ status, lastEvent: { type, at: Date.now(), error: message } });
}

export const setHubStatus = (status: HubStatus) => hubStore.set({ status });

export const useHubStatus = () => hubStore.use((s) => s.status);
