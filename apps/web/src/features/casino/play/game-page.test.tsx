import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useParams } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@/components/ui/toast';
import { paths } from '@/config/paths';
import { dialogStore } from '@/stores/dialogs';
import { encodeGame } from './game-link';
import { GamePage } from './game-page';
import {
  bodiesFor,
  game,
  logIn,
  mockApi,
  postToWindow,
  setupI18n,
  setViewport,
  testClient,
} from './test-utils';

vi.mock('@/components/ui/toast', () => ({ toast: { info: vi.fn(), error: vi.fn(), dismiss: vi.fn() } }));

const GAME_ORIGIN = 'http://localhost:3201';

function Page() {
  return <GamePage encoded={useParams().game} />;
}

/** The play page reached from the slot lobby (or opened directly with `direct`). */
function renderPage(encoded: string, direct = false) {
  const router = createMemoryRouter(
    [
      { path: '/casino/play/:game', element: <Page /> },
      { path: '*', element: <p>lobby</p> },
    ],
    {
      initialEntries: direct ? [paths.casinoPlay(encoded)] : [paths.casinoSlot, paths.casinoPlay(encoded)],
      initialIndex: direct ? 0 : 1,
    },
  );
  render(
    <QueryClientProvider client={testClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

beforeAll(() => setupI18n('tr'));
beforeEach(() => {
  logIn();
  setViewport(false);
  vi.mocked(toast.error).mockClear();
});
afterEach(() => {
  dialogStore.set({ current: null });
  vi.unstubAllGlobals();
});

describe('play page', () => {
  it('decodes the game from the path and launches the desktop build', async () => {
    const fetchMock = mockApi({
      'casino/gameorigins': { data: [GAME_ORIGIN] },
      'casino/hub88launchurl': { data: `${GAME_ORIGIN}/play/x?token=t1` },
    });
    renderPage(encodeGame(game('hub88')));
    expect(screen.getByRole('heading', { level: 1, name: 'Güneş Tapınağı' })).toBeTruthy();
    expect(screen.getByText('Yükleniyor...')).toBeTruthy();
    const iframe = await screen.findByTitle('Güneş Tapınağı');
    expect(iframe.getAttribute('src')).toBe(`${GAME_ORIGIN}/play/x?token=t1`);
    expect(bodiesFor(fetchMock, 'casino/hub88launchurl')).toEqual([
      {
        platform: 1,
        gameCode: 'hub88-sweet-bonanza',
        language: 'tr',
        lobbyUrl: `${window.location.origin}/casino/slot`,
      },
    ]);
  });

  it('shows an error state with a retry, and stays, when a launch fails', async () => {
    const user = userEvent.setup();
    let calls = 0;
    mockApi({
      'casino/egtlaunchurl': () =>
        ++calls === 1
          ? { status: 422, success: false, message: 'Bu oyun şu anda bakımda.' }
          : { data: `${GAME_ORIGIN}/play/x?token=t2` },
    });
    renderPage(encodeGame(game('egt')));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Bu oyun şu anda bakımda.');
    expect(toast.error).toHaveBeenCalledWith('Bu oyun şu anda bakımda.', expect.anything());
    await user.click(screen.getByRole('button', { name: 'Tekrar dene' }));
    expect((await screen.findByTitle('Güneş Tapınağı')).getAttribute('src')).toBe(
      `${GAME_ORIGIN}/play/x?token=t2`,
    );
    expect(toast.dismiss).toHaveBeenCalledWith('game-launch');
  });

  it('goes back to where the player came from on an exit message', async () => {
    mockApi({ 'casino/dtlaunchurl': { data: `${GAME_ORIGIN}/play/x?token=t1` } });
    const router = renderPage(encodeGame(game('dt')));
    const iframe = (await screen.findByTitle('Güneş Tapınağı')) as HTMLIFrameElement;
    postToWindow({ type: 'lalebet:game', action: 'exit' }, GAME_ORIGIN, iframe.contentWindow);
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.casinoSlot));
  });

  it('goes to the casino lobby from the close button when opened directly', async () => {
    const user = userEvent.setup();
    mockApi({ 'casino/dtlaunchurl': { data: `${GAME_ORIGIN}/play/x?token=t1` } });
    const router = renderPage(encodeGame(game('dt')), true);
    await user.click(screen.getByRole('button', { name: 'Oyunu kapat' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.casinoSlot));
  });

  it('opens the deposit modal over the game', async () => {
    const user = userEvent.setup();
    mockApi({ 'casino/dtlaunchurl': { data: `${GAME_ORIGIN}/play/x?token=t1` } });
    renderPage(encodeGame(game('dt')));
    await user.click(screen.getByRole('button', { name: 'Para Yatır' }));
    expect(dialogStore.get().current).toEqual({ name: 'deposit' });
    expect(screen.getByTitle('Güneş Tapınağı')).toBeTruthy();
  });

  it('explains a broken link and launches nothing', async () => {
    const fetchMock = mockApi({});
    renderPage('bm90LWEtZ2FtZQ');
    expect(await screen.findByRole('heading', { name: 'Oyun bulunamadı' })).toBeTruthy();
    expect(screen.getByRole('link', { name: "Casino'ya dön" }).getAttribute('href')).toBe(paths.casinoSlot);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
