import { afterEach, describe, expect, it, vi } from 'vitest';
import { hubStore } from './connection-store';
import { FakeConnection } from './fake-connection';
import { startHubClient } from './hub-client';
import type { HubHandlers } from './hub-message';

const TARGET = { token: 'tok-1', fingerprint: 'fp', locale: 'tr' };
const handlers = (): HubHandlers => ({
  Notification: vi.fn(),
  Balance: vi.fn(),
  Bonus: vi.fn(),
  Notice: vi.fn(),
  Profile: vi.fn(),
  Logout: vi.fn(),
  Odds: vi.fn(),
  Bet: vi.fn(),
  Protection: vi.fn(),
});
const status = () => hubStore.get().status;

afterEach(() => hubStore.set({ status: 'idle', lastEvent: null }));

describe('the hub client', () => {
  it('routes each NotifyMessage command to its handler and ignores malformed ones', async () => {
    const conn = new FakeConnection();
    const h = handlers();
    const client = startHubClient({ ...TARGET, handlers: h, connect: () => conn });
    await client.ready;
    expect(status()).toBe('connected');

    const progress = { id: 3, status: 'active', remaining: 40, wageringDone: 120.5, wageringRequired: 1000 };
    conn.push({ command: 'Balance', message: { balance: 42.5, bonusBalance: 10 } });
    conn.push({ command: 'Bonus', message: progress });
    conn.push({ command: 'Logout', message: { reason: 'ended_by_customer' } });
    conn.push({ command: 'Balance', message: { balance: 'lots', bonusBalance: 0 } });
    conn.push({ command: 'Balance', message: { balance: 1 } });
    conn.push({ command: 'Bonus', message: { ...progress, wageringDone: Number.NaN } });
    conn.push({ command: 'Notice', message: { title: 'Bahis reddedildi', note: 'En fazla ₺10,00.' } });
    conn.push({ command: 'Notice', message: { title: 'Bahis reddedildi' } });
    conn.push({ command: 'Jackpot', message: {} });
    conn.push('nonsense');
    expect(h.Balance).toHaveBeenCalledExactlyOnceWith({ balance: 42.5, bonusBalance: 10 });
    expect(h.Bonus).toHaveBeenCalledExactlyOnceWith(progress);
    expect(h.Notice).toHaveBeenCalledExactlyOnceWith({ title: 'Bahis reddedildi', note: 'En fazla ₺10,00.' });
    expect(h.Logout).toHaveBeenCalledExactlyOnceWith({ reason: 'ended_by_customer' });
    expect(h.Notification).not.toHaveBeenCalled();
  });

  it('publishes reconnecting, reconnected and a lost connection', async () => {
    const conn = new FakeConnection();
    const onReconnected = vi.fn();
    const client = startHubClient({ ...TARGET, handlers: handlers(), onReconnected, connect: () => conn });
    await client.ready;

    conn.drop();
    expect(hubStore.get()).toMatchObject({
      status: 'reconnecting',
      lastEvent: { type: 'reconnecting', error: 'WebSocket closed with status code: 1006' },
    });
    conn.recover();
    expect(hubStore.get()).toMatchObject({ status: 'connected', lastEvent: { type: 'reconnected' } });
    expect(onReconnected).toHaveBeenCalledOnce();
    conn.giveUp(new Error('Server timeout elapsed'));
    expect(hubStore.get()).toMatchObject({ status: 'lost', lastEvent: { type: 'error' } });
  });

  it('retries a failed first start after 0, 2, 10 and 30 s, then gives up (docs/product.md §9)', async () => {
    const conn = new FakeConnection();
    conn.start.mockRejectedValue(new Error('Failed to complete negotiation'));
    const sleep = vi.fn(async (_ms: number) => {});
    const client = startHubClient({ ...TARGET, handlers: handlers(), connect: () => conn, sleep });
    await client.ready;
    expect(conn.start).toHaveBeenCalledTimes(5);
    expect(sleep.mock.calls.map(([ms]) => ms)).toEqual([0, 2_000, 10_000, 30_000]);
    expect(hubStore.get()).toMatchObject({ status: 'lost', lastEvent: { type: 'disconnected' } });
  });

  it('stops on purpose without reporting a lost connection', async () => {
    const conn = new FakeConnection();
    const client = startHubClient({ ...TARGET, handlers: handlers(), connect: () => conn });
    await client.ready;
    await client.stop();
    expect(conn.stop).toHaveBeenCalledOnce();
    expect(status()).toBe('idle');
  });

  it('never starts when stopped before the library has loaded', async () => {
    const conn = new FakeConnection();
    let load = (_c: FakeConnection) => {};
    const connect = () => new Promise<FakeConnection>((resolve) => (load = resolve));
    const client = startHubClient({ ...TARGET, handlers: handlers(), connect });
    await client.stop();
    load(conn);
    await client.ready;
    expect(conn.start).not.toHaveBeenCalled();
    expect(status()).toBe('idle');
  });
});
