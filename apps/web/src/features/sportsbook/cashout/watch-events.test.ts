import { HUB_METHOD, HubCommand } from '@lalebet/shared/notifications-hub';
import { describe, expect, it, vi } from 'vitest';
import { watchEvents } from './watch-events';

const conn = vi.hoisted(() => ({
  handlers: new Map<string, (v: unknown) => void>(),
  invoke: vi.fn(async () => undefined),
  start: vi.fn(async () => undefined),
  stop: vi.fn(async () => undefined),
}));
vi.mock('@/lib/hub-connection', () => ({
  buildHubConnection: () => ({
    on: (m: string, h: (v: unknown) => void) => conn.handlers.set(m, h),
    onreconnected: () => undefined,
    onreconnecting: () => undefined,
    onclose: () => undefined,
    invoke: conn.invoke,
    start: conn.start,
    stop: conn.stop,
  }),
}));

const odds = (eventId: string) => ({
  command: HubCommand.Odds,
  message: { eventId, status: 'live', live: null, markets: [] },
});

describe('watchEvents', () => {
  it("watches the bet's event topics and calls back only for their odds, until stopped", async () => {
    const onChange = vi.fn();
    const stop = watchEvents(['sr:match:1', 'sr:match:2'], onChange);
    await vi.waitFor(() =>
      expect(conn.invoke).toHaveBeenCalledWith('Watch', ['event:sr:match:1', 'event:sr:match:2']),
    );
    const push = conn.handlers.get(HUB_METHOD)!;
    push(odds('sr:match:2'));
    push(odds('sr:match:3'));
    push({ command: HubCommand.Bet, message: { eventId: 'sr:match:1' } });
    expect(onChange).toHaveBeenCalledTimes(1);
    stop();
    expect(conn.stop).toHaveBeenCalled();
  });
});
