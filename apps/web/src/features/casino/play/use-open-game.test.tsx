import { fireEvent, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { dialogStore } from '@/stores/dialogs';
import { clearSession } from '@/stores/session';
import { decodeGame, encodeGame } from './game-link';
import { game, logIn, setViewport } from './test-utils';
import { useOpenGame } from './use-open-game';

const g = game('egt');

function Tile() {
  const openGame = useOpenGame();
  return (
    <button type="button" onClick={() => openGame(g)}>
      {g.name}
    </button>
  );
}

function renderTile() {
  const router = createMemoryRouter(
    [
      { path: '/casino/slot', element: <Tile /> },
      { path: '/casino/play/:game', element: <p>play page</p> },
    ],
    { initialEntries: ['/casino/slot'] },
  );
  render(<RouterProvider router={router} />);
  fireEvent.click(screen.getByRole('button', { name: g.name }));
  return router;
}

afterEach(() => {
  dialogStore.set({ current: null });
  clearSession();
});

describe('opening a game', () => {
  it('asks a guest to log in, continuing to the game page on desktop', () => {
    setViewport(false);
    const router = renderTile();
    expect(dialogStore.get().current).toEqual({
      name: 'login',
      data: { redirectTo: `/casino/play/${encodeGame(g)}` },
    });
    expect(router.state.location.pathname).toBe('/casino/slot');
  });

  it('opens the play modal on mobile', () => {
    logIn();
    setViewport(true);
    const router = renderTile();
    const current = dialogStore.get().current;
    expect(current?.name).toBe('play');
    expect(current?.data).toEqual(decodeGame(encodeGame(g)));
    expect(router.state.location.pathname).toBe('/casino/slot');
  });

  it('goes to the play page on desktop', () => {
    logIn();
    setViewport(false);
    const router = renderTile();
    expect(dialogStore.get().current).toBeNull();
    expect(decodeGame(router.state.location.pathname.split('/').at(-1))).toEqual(decodeGame(encodeGame(g)));
  });
});
