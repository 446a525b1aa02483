import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { api } from '@/lib/api-client';
import { clearSession, sessionStore, setSession } from '@/stores/session';
import { uiStore } from '@/stores/ui';
import { mockApi, SESSION, setupI18n } from '@/features/auth/test-utils';
import { installManualClock } from '@/test/fake-clock';
import { connectRealtime } from './connect-realtime';
import { useSessionLifecycle } from './use-session-lifecycle';

vi.mock('@/components/ui/toast', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));
const stopRealtime = vi.fn();
vi.mock('./connect-realtime', () => ({ connectRealtime: vi.fn(() => stopRealtime) }));

function Probe({ navigate }: { navigate: (to: string) => unknown }) {
  useSessionLifecycle(navigate);
  return null;
}

const mount = (navigate = vi.fn()) => {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <Probe navigate={navigate} />
    </QueryClientProvider>,
  );
  return navigate;
};

beforeAll(() => setupI18n('en'));
afterEach(() => {
  clearSession();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  vi.clearAllMocks();
});

describe('the session lifecycle', () => {
  it('refreshes the balance at once and every 10 s while logged in', async () => {
    let balance = 125.5;
    const fetchMock = mockApi({ 'user/balance': () => ({ data: { balance } }) });
    setSession({ ...SESSION, balance: 0 });
    // A clock that moves only when told: the count of polls must not depend on the machine's load.
    installManualClock();
    mount();
    await waitFor(() => expect(uiStore.get().balance).toBe(125.5));
    expect(sessionStore.get().session?.balance).toBe(125.5);
    expect(JSON.parse(localStorage.getItem('authData')!).balance).toBe(125.5);
    balance = 300;
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    await waitFor(() => expect(uiStore.get().balance).toBe(300));
    expect(fetchMock.mock.calls.length).toBe(2);
  });

  it('does not poll for a guest', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetchMock = mockApi({});
    mount();
    // A whole refresh period: a player would have been asked at once and again by now.
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('logs the player out on any 401 and goes home, once', async () => {
    mockApi({
      'customer/profile': { status: 401, message: 'Please log in.' },
      'user/balance': { data: { balance: 1 } },
    });
    setSession(SESSION);
    const navigate = mount();
    await expect(api.get('customer/profile')).rejects.toThrow('Please log in.');
    await expect(api.get('customer/profile')).rejects.toThrow();
    expect(sessionStore.get().session).toBeNull();
    expect(localStorage.getItem('authData')).toBeNull();
    expect(uiStore.get().hasLogin).toBe(false);
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith('/');
  });

  it('leaves a guest alone on a 401 (the login call itself)', async () => {
    mockApi({ 'auth/login': { status: 401, message: 'No.' } });
    const navigate = mount();
    await expect(api.post('auth/login', {})).rejects.toThrow('No.');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('connects to the hub for a restored session and disconnects on logout', async () => {
    mockApi({ 'user/balance': { data: { balance: 1 } } });
    setSession(SESSION);
    mount();
    await waitFor(() => expect(connectRealtime).toHaveBeenCalledOnce());
    expect(vi.mocked(connectRealtime).mock.calls[0]![0]).toMatchObject({
      token: SESSION.token,
      locale: 'en',
    });
    expect(stopRealtime).not.toHaveBeenCalled();
    act(() => clearSession());
    expect(stopRealtime).toHaveBeenCalledOnce();
  });

  it('does not connect a guest', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    mockApi({});
    mount();
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(connectRealtime).not.toHaveBeenCalled();
  });
});
