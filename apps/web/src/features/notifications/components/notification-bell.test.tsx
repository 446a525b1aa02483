import { act, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { dialogStore } from '@/stores/dialogs';
import { clearSession } from '@/stores/session';
import { hubStore } from '../realtime/connection-store';
import { logIn, mockApi, notification, renderWith, setupI18n } from '../test-utils';
import NotificationBell from './notification-bell';
import { useShakeKey } from './use-shake';

const unread = (n: number) => Array.from({ length: n }, (_, i) => notification({ id: i + 1 }));
const wide = (desktop: boolean) =>
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: desktop, media: query }) as MediaQueryList);

beforeAll(() => setupI18n('tr'));
beforeEach(logIn);
afterEach(() => {
  clearSession();
  vi.unstubAllGlobals();
  dialogStore.set({ current: null });
  hubStore.set({ status: 'idle', lastEvent: null });
});

describe('the notification bell', () => {
  it('shows the exact unread count below 9', async () => {
    mockApi({ 'customer/notification': { data: [...unread(8), notification({ id: 99, isRead: true })] } });
    const { container } = renderWith(<NotificationBell />);
    expect(await screen.findByRole('button', { name: 'Bildirimler, 8 okunmamış' })).toBeTruthy();
    expect(container.querySelector('[data-badge]')?.textContent).toBe('8');
  });

  it("shows '9+' from 9 unread", async () => {
    mockApi({ 'customer/notification': { data: unread(9) } });
    const { container } = renderWith(<NotificationBell />);
    await screen.findByRole('button', { name: 'Bildirimler, 9 okunmamış' });
    expect(container.querySelector('[data-badge]')?.textContent).toBe('9+');
  });

  it('opens the bottom sheet on a phone and the dropdown on a desktop', async () => {
    mockApi({ 'customer/notification': { data: [] } });
    const user = userEvent.setup();
    wide(false);
    renderWith(<NotificationBell />);
    await user.click(await screen.findByRole('button', { name: 'Bildirimler' }));
    expect(dialogStore.get().current?.name).toBe('notifications');

    dialogStore.set({ current: null });
    wide(true);
    await user.click(screen.getByRole('button', { name: 'Bildirimler' }));
    expect(await screen.findByRole('dialog', { name: 'Bildirimler' })).toBeTruthy();
    expect(dialogStore.get().current).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Kapat' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Bildirimler' }));
  });

  it('marks a lost real-time connection with a labelled dot', async () => {
    mockApi({ 'customer/notification': { data: [] } });
    renderWith(<NotificationBell />);
    await screen.findByRole('button', { name: 'Bildirimler' });
    expect(screen.queryByRole('img')).toBeNull();
    act(() => hubStore.set({ status: 'reconnecting' }));
    expect(screen.getByRole('img', { name: 'Bağlantı koptu, yeniden bağlanılıyor…' })).toBeTruthy();
  });
});

describe('the bell shake', () => {
  it('restarts when the number of notifications changes, not on the first load', () => {
    const { result, rerender } = renderHook(({ n }) => useShakeKey(n), {
      initialProps: { n: undefined as number | undefined },
    });
    rerender({ n: 3 });
    expect(result.current).toBe(0);
    rerender({ n: 4 });
    expect(result.current).toBe(1);
    rerender({ n: 4 });
    expect(result.current).toBe(1);
    rerender({ n: 5 });
    expect(result.current).toBe(2);
  });
});
