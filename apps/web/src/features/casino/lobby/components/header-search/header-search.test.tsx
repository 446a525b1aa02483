import { GAME_SEARCH_TAKE } from '@lalebet/shared/casino-constants';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { bodiesFor, catalogue, game, mockApi, renderAt, setupI18n } from '../../test-utils';
import HeaderSearch, { isLivePage } from './header-search';

const openGame = vi.fn();
vi.mock('@/features/casino/play/use-open-game', () => ({ useOpenGame: () => openGame }));

beforeAll(() => setupI18n('en'));
afterEach(() => {
  vi.unstubAllGlobals();
  openGame.mockReset();
});

async function search(text: string) {
  await userEvent.click(screen.getByRole('button', { name: 'Search games' }));
  const box = await screen.findByRole('searchbox', { name: 'Search games' });
  await userEvent.type(box, text);
}

describe('HeaderSearch', () => {
  it('searches casino/games with take 5 (not live off the live pages) and opens a result', async () => {
    const fetchMock = mockApi({ 'casino/games': catalogue(40) });
    renderAt(<HeaderSearch />, '/');
    expect(screen.queryByRole('dialog')).toBeNull();
    await search('sultan');

    const results = await screen.findByRole('list', { name: 'Search results' });
    expect(results.querySelectorAll('li')).toHaveLength(GAME_SEARCH_TAKE);
    expect(bodiesFor(fetchMock, 'casino/games')).toEqual([
      { search: 'sultan', live: false, skip: 0, take: GAME_SEARCH_TAKE },
    ]);

    await userEvent.click(screen.getByRole('button', { name: /Game 3/ }));
    expect(openGame).toHaveBeenCalledWith(game(3));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('searches live games on the live casino page', async () => {
    const fetchMock = mockApi({ 'casino/games': { data: { items: [], total: 0 } } });
    renderAt(<HeaderSearch />, '/casino/live');
    await search('rulet');
    expect(await screen.findByText('No results for “rulet”.')).toBeTruthy();
    expect(bodiesFor(fetchMock, 'casino/games')).toEqual([
      { search: 'rulet', live: true, skip: 0, take: GAME_SEARCH_TAKE },
    ]);
  });

  it('treats the live casino and live betting pages as live', () => {
    expect(isLivePage('/casino/live')).toBe(true);
    expect(isLivePage('/livespor')).toBe(true);
    expect(isLivePage('/casino/slot')).toBe(false);
    expect(isLivePage('/')).toBe(false);
  });
});
