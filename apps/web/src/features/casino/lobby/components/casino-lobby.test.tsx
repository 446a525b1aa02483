import { GAME_PAGE_TAKE } from '@lalebet/shared/casino-constants';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { bodiesFor, catalogue, game, logIn, mockApi, renderAt, setupI18n } from '../test-utils';
import { CasinoLobby } from './casino-lobby';

const openGame = vi.fn();
vi.mock('@/features/casino/play/use-open-game', () => ({ useOpenGame: () => openGame }));

const PROVIDERS = [
  { id: 3, name: 'Lale Studios', logoUrl: '/media/studios/lale.svg', gameCount: 120 },
  { id: 7, name: 'Anatolia Reels', logoUrl: '/media/studios/anatolia.svg', gameCount: 60 },
];

beforeAll(() => setupI18n('en'));
afterEach(() => {
  vi.unstubAllGlobals();
  openGame.mockReset();
});

const gameList = () => screen.findByRole('list', { name: 'Game list' });

describe('CasinoLobby', () => {
  it("renders the category's games from casino/games and loads the next page with Load more", async () => {
    const fetchMock = mockApi({ 'casino/games': catalogue(60), 'casino/providers': { data: PROVIDERS } });
    renderAt(<CasinoLobby category="slot" />);

    const list = await gameList();
    expect(within(list).getAllByRole('listitem')).toHaveLength(GAME_PAGE_TAKE);
    expect(screen.getByText('Showing 48 of 60 games')).toBeTruthy();
    // Decorative: the card's button is named by its text (play, name, provider).
    const img = list.querySelector('img')!;
    expect(img.getAttribute('alt')).toBe('');
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(img.getAttribute('decoding')).toBe('async');
    expect(bodiesFor(fetchMock, 'casino/games')[0]).toEqual({
      systemCategory: 'slot',
      live: false,
      skip: 0,
      take: GAME_PAGE_TAKE,
    });

    await userEvent.click(screen.getByRole('button', { name: 'Load more games' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(60));
    expect(bodiesFor(fetchMock, 'casino/games')[1]).toMatchObject({ skip: 48, take: GAME_PAGE_TAKE });
    expect(screen.queryByRole('button', { name: 'Load more games' })).toBeNull();
    expect(screen.getByText('Games found: 60')).toBeTruthy();
  });

  it('loads the next page when the sentinel scrolls into view', async () => {
    let observed: IntersectionObserverCallback | null = null;
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(cb: IntersectionObserverCallback) {
          observed = cb;
        }
        observe() {}
        disconnect() {}
      },
    );
    const fetchMock = mockApi({ 'casino/games': catalogue(100), 'casino/providers': { data: [] } });
    renderAt(<CasinoLobby category="bingo" />);
    await gameList();
    await waitFor(() => expect(observed).not.toBeNull());
    observed!([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver);
    await waitFor(() => expect(bodiesFor(fetchMock, 'casino/games')).toHaveLength(2));
    expect(bodiesFor(fetchMock, 'casino/games')[1]).toMatchObject({ systemCategory: 'bingo', skip: 48 });
  });

  it('opens a game through useOpenGame when its card is clicked', async () => {
    mockApi({ 'casino/games': catalogue(2), 'casino/providers': { data: [] } });
    renderAt(<CasinoLobby category="slot" />);
    await gameList();
    await userEvent.click(screen.getByRole('button', { name: /^Play:\s*Game 2/ }));
    expect(openGame).toHaveBeenCalledWith(game(2));
  });

  it('sends the provider filter and keeps it in the URL', async () => {
    const fetchMock = mockApi({ 'casino/games': catalogue(3), 'casino/providers': { data: PROVIDERS } });
    const { router } = renderAt(<CasinoLobby category="slot" />);
    await gameList();
    expect(bodiesFor(fetchMock, 'casino/providers')[0]).toEqual({ systemCategory: 'slot' });

    const select = screen.getByRole('combobox', { name: 'Provider' });
    await screen.findByRole('option', { name: 'Anatolia Reels (60)' });
    await userEvent.selectOptions(select, '7');
    await waitFor(() =>
      expect(bodiesFor(fetchMock, 'casino/games').at(-1)).toEqual({
        systemCategory: 'slot',
        live: false,
        providerId: 7,
        skip: 0,
        take: GAME_PAGE_TAKE,
      }),
    );
    expect(router.state.location.search).toBe('?provider=7');
  });

  it('maps the live filters to the Live names on /casino/live', async () => {
    const fetchMock = mockApi({
      'casino/games': catalogue(3, { isLive: true, categories: ['live'] }),
      'casino/providers': { data: [] },
    });
    renderAt(<CasinoLobby category="live" />, '/casino/live');
    await gameList();
    const group = screen.getByRole('group', { name: 'Live casino type' });
    const radios = within(group).getAllByRole('radio');
    expect(radios.map((r) => r.closest('label')!.textContent)).toEqual([
      'All',
      'Roulette',
      'Blackjack',
      'Poker',
      'Baccarat',
      'Dealer',
    ]);
    expect(screen.getByRole('radio', { name: 'All' })).toHaveProperty('checked', true);
    expect(bodiesFor(fetchMock, 'casino/games')[0]).toEqual({
      systemCategory: 'live',
      live: true,
      skip: 0,
      take: GAME_PAGE_TAKE,
    });

    await userEvent.click(screen.getByRole('radio', { name: 'Roulette' }));
    await waitFor(() =>
      expect(bodiesFor(fetchMock, 'casino/games').at(-1)).toMatchObject({ liveType: 'Live Roulette' }),
    );
    await userEvent.click(screen.getByRole('radio', { name: 'Dealer' }));
    await waitFor(() =>
      expect(bodiesFor(fetchMock, 'casino/games').at(-1)).toMatchObject({ liveType: 'Live Dealer' }),
    );
    expect(screen.getAllByText('LIVE').length).toBeGreaterThan(0);
  });

  it('searches this page as the player types, debounced, with the search in the URL', async () => {
    const fetchMock = mockApi({ 'casino/games': catalogue(2), 'casino/providers': { data: [] } });
    const { router } = renderAt(<CasinoLobby category="live" />, '/casino/live');
    await gameList();

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search games' }), 'rulet');
    await waitFor(() =>
      expect(bodiesFor(fetchMock, 'casino/games').at(-1)).toMatchObject({ search: 'rulet', live: true }),
    );
    // One request for the whole word, not one per key.
    const searches = bodiesFor(fetchMock, 'casino/games').filter((b) => 'search' in b);
    expect(searches.map((b) => b.search)).toEqual(['rulet']);
    expect(router.state.location.search).toBe('?search=rulet');
  });

  it('lands on the Aviator game from the quick link (search, not live)', async () => {
    const aviator = game(1, { gameCode: 'sg15_aviator', name: 'Aviator', categories: ['games'] });
    const fetchMock = mockApi({
      'casino/games': (body) => ({ data: { items: body.search === 'Aviator' ? [aviator] : [], total: 1 } }),
      'casino/providers': { data: [] },
    });
    renderAt(<CasinoLobby category="games" />, '/casino/games?search=Aviator');
    const list = await gameList();
    expect(within(list).getByRole('button', { name: /^Play:\s*Aviator/ })).toBeTruthy();
    expect(screen.getByRole('searchbox', { name: 'Search games' })).toHaveProperty('value', 'Aviator');
    expect(bodiesFor(fetchMock, 'casino/games')).toEqual([
      { systemCategory: 'games', live: false, search: 'Aviator', skip: 0, take: GAME_PAGE_TAKE },
    ]);
  });

  it('says so when nothing matches and clears the filters', async () => {
    mockApi({
      'casino/games': (body) => (body.search ? { data: { items: [], total: 0 } } : catalogue(2)(body)),
      'casino/providers': { data: [] },
    });
    const { router } = renderAt(<CasinoLobby category="slot" />, '/casino/slot?search=zzz');
    expect(await screen.findByText('No games match “zzz”. Try another name.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await gameList();
    expect(router.state.location.search).toBe('');
  });

  it('shows an error with Try again when the games cannot be loaded', async () => {
    let fail = true;
    mockApi({
      'casino/games': (body) => (fail ? { status: 500, message: 'boom' } : catalogue(1)(body)),
      'casino/providers': { data: [] },
    });
    renderAt(<CasinoLobby category="slot" />);
    expect(await screen.findByText('Games could not be loaded.')).toBeTruthy();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await gameList();
  });

  it('offers the Favourites filter to players only, sending favorites: true', async () => {
    mockApi({ 'casino/games': catalogue(1), 'casino/providers': { data: [] } });
    const guest = renderAt(<CasinoLobby category="slot" />);
    await gameList();
    expect(screen.queryByRole('button', { name: 'Favourites' })).toBeNull();
    guest.unmount();

    logIn(['g1']);
    const fetchMock = mockApi({
      'casino/games': catalogue(1),
      'casino/providers': { data: [] },
      'casino/favorites': { data: ['g1'] },
    });
    const player = renderAt(<CasinoLobby category="slot" />);
    await gameList();
    const chip = screen.getByRole('button', { name: 'Favourites' });
    expect(chip.getAttribute('aria-pressed')).toBe('false');
    await userEvent.click(chip);
    await waitFor(() =>
      expect(bodiesFor(fetchMock, 'casino/games').at(-1)).toMatchObject({
        favorites: true,
      }),
    );
    expect(chip.getAttribute('aria-pressed')).toBe('true');
    expect(player.router.state.location.search).toBe('?favorites=1');
  });
});
