import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { playSession } from '@/features/protection/test-utils';
import { mockApi } from '@/test/mock-api';
import { renderRoute, setupI18nFor } from '@/test/render';
import { logIn } from '@/test/session';
import { clearSession } from '@/stores/session';
import { PlayGuard } from './play-guard';

vi.mock('@/features/auth/logout', () => ({ logout: vi.fn(async () => {}) }));

beforeAll(() => setupI18nFor('protection', 'tr'));
afterEach(() => {
  clearSession();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const game = (
  <PlayGuard>
    {(clock) => (
      <section aria-label="Oyun">
        <div data-testid="bar">{clock}</div>
        <iframe title="Sweet Bonanza" src="about:blank" />
      </section>
    )}
  </PlayGuard>
);

describe('PlayGuard (rules 19 and 20)', () => {
  it('shows the elapsed session time beside the game at all times', async () => {
    logIn();
    mockApi({ 'customer/session': { data: playSession(65, null) } });
    renderRoute(game);
    const clock = await screen.findByTestId('session-clock');
    expect(within(screen.getByTestId('bar')).getByTestId('session-clock')).toBe(clock);
    expect(clock.textContent).toMatch(/Oturum süresi: .*1:05:\d\d/);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('covers the frame at the interval, pausing input until Continue', async () => {
    logIn();
    const fetchMock = mockApi({ 'customer/session': { data: playSession(59, 400) } });
    renderRoute(game);
    const frame = await screen.findByTitle('Sweet Bonanza');
    // Before the time: the game takes input.
    expect(frame.closest('[inert]')).toBeNull();
    const dialog = await screen.findByRole('dialog', { name: 'Süre hatırlatıcısı' });
    // Above the frame and outside it; the game's subtree is inert while the check shows.
    expect(dialog.contains(frame)).toBe(false);
    expect(frame.closest('[inert]')).not.toBeNull();
    expect(dialog.textContent).toContain('₺250,00');
    expect(dialog.textContent).toContain('₺120,50');
    expect(dialog.textContent).toContain('-₺129,50');
    expect(dialog.textContent).toContain('59 dk süredir oynuyorsunuz');
    expect(within(dialog).getByRole('link', { name: 'Geçmiş' }).getAttribute('href')).toBe(
      '/dashboard/financial-activities',
    );
    expect(within(dialog).getByRole('button', { name: 'Çıkış yap' })).toBeTruthy();
    // The figures are read again when the check opens.
    await waitFor(() => expect(fetchMock.mock.calls.length).toBeGreaterThanOrEqual(2));

    await userEvent.click(within(dialog).getByRole('button', { name: 'Devam et' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(frame.closest('[inert]')).toBeNull();
  });

  it('logs out from the check', async () => {
    const { logout } = await import('@/features/auth/logout');
    logIn();
    mockApi({ 'customer/session': { data: playSession(60, 0) } });
    renderRoute(game);
    const dialog = await screen.findByRole('dialog', { name: 'Süre hatırlatıcısı' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Çıkış yap' }));
    expect(logout).toHaveBeenCalledOnce();
  });

  it('gives a guest neither clock nor check', async () => {
    const fetchMock = mockApi({ 'customer/session': { data: playSession(60, 0) } });
    renderRoute(game);
    expect(await screen.findByTitle('Sweet Bonanza')).toBeTruthy();
    expect(screen.queryByTestId('session-clock')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
