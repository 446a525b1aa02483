import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore, setSession } from '@/stores/session';
import { uiStore } from '@/stores/ui';
import { logout } from './logout';
import { bodiesFor, mockApi, SESSION } from './test-utils';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('logout', () => {
  it('calls the server, clears all storage, goes home and reloads 300 ms later', async () => {
    const fetchMock = mockApi({ 'auth/logout': { data: null } });
    setSession(SESSION);
    localStorage.setItem('lang', 'en');
    vi.useFakeTimers();
    const navigate = vi.fn();
    const reload = vi.fn();
    await logout(navigate, reload);
    expect(bodiesFor(fetchMock, 'auth/logout')).toHaveLength(1);
    expect(fetchMock.mock.calls[0]![1]?.headers).toMatchObject({ authorization: 'Bearer tok-1' });
    expect(localStorage.length).toBe(0);
    expect(sessionStore.get().session).toBeNull();
    expect(uiStore.get().hasLogin).toBe(false);
    expect(navigate).toHaveBeenCalledWith('/');
    vi.advanceTimersByTime(299);
    expect(reload).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(reload).toHaveBeenCalledOnce();
  });

  it('still logs out locally when the server cannot be reached', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('offline'))),
    );
    setSession(SESSION);
    await logout(vi.fn(), vi.fn());
    expect(localStorage.getItem('authData')).toBeNull();
  });
});
