import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { toast } from '@/components/ui/toast';
import { dialogStore } from '@/stores/dialogs';
import { sessionStore } from '@/stores/session';
import { bodiesFor, game, logIn, mockApi, renderAt, setupI18n } from '../test-utils';
import { FavoriteButton } from './favorite-button';

vi.mock('@/components/ui/toast', () => ({
  toast: { success: vi.fn(), warning: vi.fn(), error: vi.fn() },
}));

const aviator = game(1, { gameCode: 'sg15_aviator', name: 'Aviator', mainProviderId: 16 });
const heart = () => <FavoriteButton game={aviator} describedBy="name" />;

beforeAll(() => setupI18n('en'));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
  dialogStore.set({ current: null });
  sessionStore.set({ session: null });
});

describe('FavoriteButton', () => {
  it('opens the login dialog for a guest and calls nothing', async () => {
    const fetchMock = mockApi({});
    renderAt(heart());
    await userEvent.click(screen.getByRole('button', { name: 'Add to favorites' }));
    expect(dialogStore.get().current).toEqual({ name: 'login' });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('adds a favourite for a player: togglefavorite, pressed, success toast, session list', async () => {
    logIn([]);
    const fetchMock = mockApi({
      'casino/togglefavorite': {
        message: 'Added to favorites',
        data: { favorite: true, userFavoriteList: ['sg15_aviator'] },
      },
    });
    renderAt(heart());
    const button = screen.getByRole('button', { name: 'Add to favorites' });
    expect(button.getAttribute('aria-pressed')).toBe('false');
    await userEvent.click(button);

    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Added to favorites'));
    expect(bodiesFor(fetchMock, 'casino/togglefavorite')).toEqual([{ code: 'sg15_aviator', providerId: 16 }]);
    const pressed = screen.getByRole('button', { name: 'Remove from favorites' });
    expect(pressed.getAttribute('aria-pressed')).toBe('true');
    expect(sessionStore.get().session?.userFavoriteList).toEqual(['sg15_aviator']);
  });

  it('removes a favourite with a warning toast, falling back to the local text', async () => {
    await setupI18n('tr');
    logIn(['sg15_aviator', 'g9']);
    mockApi({ 'casino/togglefavorite': { data: { favorite: false, userFavoriteList: ['g9'] } } });
    renderAt(heart());
    const button = screen.getByRole('button', { name: 'Favorilerden çıkar' });
    expect(button.getAttribute('aria-pressed')).toBe('true');
    await userEvent.click(button);

    await waitFor(() => expect(toast.warning).toHaveBeenCalledWith('Favorilerden çıkarıldı'));
    expect(screen.getByRole('button', { name: 'Favorilere ekle' }).getAttribute('aria-pressed')).toBe(
      'false',
    );
    expect(sessionStore.get().session?.userFavoriteList).toEqual(['g9']);
    await setupI18n('en');
  });

  it("shows the server's message as an error and keeps the state when the toggle fails", async () => {
    logIn([]);
    mockApi({ 'casino/togglefavorite': { status: 404, message: 'Game not found.' } });
    renderAt(heart());
    await userEvent.click(screen.getByRole('button', { name: 'Add to favorites' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Game not found.'));
    expect(screen.getByRole('button', { name: 'Add to favorites' }).getAttribute('aria-pressed')).toBe(
      'false',
    );
    expect(sessionStore.get().session?.userFavoriteList).toEqual([]);
  });
});
