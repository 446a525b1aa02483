import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@/components/ui/toast';
import { dialogStore } from '@/stores/dialogs';
import { clearSession } from '@/stores/session';
import { logIn } from '@/test/session';
import {
  PREMIER_LEAGUE,
  SPORTS_SUMMARY,
  SUPER_LIG,
  bodiesFor,
  mockApi,
  page,
  renderRoute,
  setupI18n,
  sportsEvent,
} from '../test-utils';
import { SportsPage } from '../pages/sports-page';

vi.mock('@/components/ui/toast', () => ({
  toast: { success: vi.fn(), warning: vi.fn(), error: vi.fn() },
}));
// No hub in these tests: the list's subscriptions are the sports page test's business.
vi.mock('../live/use-odds-stream', () => ({ useOddsStream: () => undefined }));

const DERBY = sportsEvent('sr:match:1', 'Galatasaray', 'Fenerbahçe');
const ARSENAL = sportsEvent('sr:match:2', 'Arsenal', 'Chelsea', { tournament: PREMIER_LEAGUE });

beforeEach(() => setupI18n('en'));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
  clearSession();
  dialogStore.set({ current: null });
});

const open = (path = '/spor') => renderRoute(<SportsPage mode="sports" />, { path, routePath: '/spor' });
const nav = () => screen.getByRole('navigation', { name: 'Sports and leagues' });
const matchStar = () =>
  within(screen.getByRole('link', { name: 'Galatasaray - Fenerbahçe' }).closest('li')!).getByRole('button', {
    name: /favourites$/,
  });

describe('sportsbook favourites', () => {
  it('asks a guest to log in: the menu says so and a star opens the login dialog, saving nothing', async () => {
    const fetchMock = mockApi({
      'sportsbook/sports': { data: SPORTS_SUMMARY },
      'sportsbook/events': page([DERBY]),
    });
    open();
    await screen.findByRole('link', { name: 'Galatasaray - Fenerbahçe' });
    const group = within(nav()).getByRole('region', { name: 'My favourites' });
    expect(group.textContent).toContain('Keep your favourite leagues and matches here.');
    await userEvent.click(matchStar());
    expect(dialogStore.get().current).toEqual({ name: 'login' });
    dialogStore.set({ current: null });
    await userEvent.click(within(group).getByRole('button', { name: 'Log in' }));
    expect(dialogStore.get().current).toEqual({ name: 'login' });
    expect(bodiesFor(fetchMock, 'sportsbook/favourites')).toEqual([]);
  });

  it("shows a player's favourites first in the menu and their stars pressed", async () => {
    logIn();
    mockApi({
      'sportsbook/sports': { data: SPORTS_SUMMARY },
      'sportsbook/events': page([DERBY, ARSENAL]),
      'GET sportsbook/favourites': { data: { tournaments: [PREMIER_LEAGUE.id], events: [DERBY.id] } },
    });
    await setupI18n('tr');
    open();
    const group = await within(screen.getByRole('navigation', { name: 'Sporlar ve ligler' })).findByRole(
      'region',
      { name: 'Favorilerim' },
    );
    await waitFor(() =>
      expect(
        within(group)
          .getAllByRole('link')
          .map((l) => l.textContent),
      ).toEqual(['Favori maçlarım', 'Premier League2']),
    );
    expect(within(group).getByRole('link', { name: 'Favori maçlarım' }).getAttribute('href')).toBe(
      '/spor?fav=events',
    );
    expect(
      within(group)
        .getByRole('link', { name: /Premier League/ })
        .getAttribute('href'),
    ).toBe(`/spor?sport=soccer&tournament=${encodeURIComponent(PREMIER_LEAGUE.id)}`);
    const star = within(
      screen.getByRole('link', { name: 'Galatasaray - Fenerbahçe' }).closest('li')!,
    ).getByRole('button', { name: 'Favorilerden çıkar' });
    expect(star.getAttribute('aria-pressed')).toBe('true');
    // Each star names what it is for.
    expect(document.getElementById(star.getAttribute('aria-describedby')!)?.getAttribute('aria-label')).toBe(
      'Galatasaray - Fenerbahçe',
    );
    await setupI18n('en');
  });

  it('stars a league at once and sends the whole set; the menu follows', async () => {
    logIn();
    let answer: (() => void) | null = null;
    const fetchMock = mockApi({
      'sportsbook/sports': { data: SPORTS_SUMMARY },
      'sportsbook/events': page([DERBY]),
      'GET sportsbook/favourites': { data: { tournaments: [], events: [DERBY.id] } },
      'PUT sportsbook/favourites': (body) =>
        new Promise((resolve) => (answer = () => resolve({ data: body }))),
    });
    open();
    await waitFor(() => expect(matchStar().getAttribute('aria-pressed')).toBe('true'));
    const league = screen.getByRole('heading', { name: /Süper Lig/ }).parentElement!;
    const star = within(league).getByRole('button', { name: 'Add to favourites' });
    await userEvent.click(star);

    // Optimistic: pressed before the server answers.
    const pressed = within(league).getByRole('button', { name: 'Remove from favourites' });
    expect(pressed.getAttribute('aria-pressed')).toBe('true');
    const group = within(nav()).getByRole('region', { name: 'My favourites' });
    expect(within(group).getByRole('link', { name: /Süper Lig/ })).toBeTruthy();
    expect(bodiesFor(fetchMock, 'sportsbook/favourites').at(-1)).toEqual({
      tournaments: [SUPER_LIG.id],
      events: [DERBY.id],
    });
    await act(async () => answer?.());
    await waitFor(() => expect(pressed.getAttribute('aria-pressed')).toBe('true'));
  });

  it('puts the star back and says so when saving fails', async () => {
    logIn();
    mockApi({
      'sportsbook/sports': { data: SPORTS_SUMMARY },
      'sportsbook/events': page([DERBY]),
      'GET sportsbook/favourites': { data: { tournaments: [], events: [] } },
      'PUT sportsbook/favourites': {
        status: 400,
        code: 'FAVOURITES_TOO_MANY',
        message: 'You can keep at most 100 favourite leagues and 100 favourite matches.',
      },
    });
    open();
    await waitFor(() => expect(matchStar().getAttribute('aria-label')).toBe('Add to favourites'));
    await userEvent.click(matchStar());
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith(
        'You can keep at most 100 favourite leagues and 100 favourite matches.',
      ),
    );
    await waitFor(() => expect(matchStar().getAttribute('aria-pressed')).toBe('false'));
  });

  it('lists the favourite matches by id with ?fav=events', async () => {
    logIn();
    const fetchMock = mockApi({
      'sportsbook/sports': { data: SPORTS_SUMMARY },
      'sportsbook/events': (q) => page(q.ids ? [ARSENAL] : []),
      'GET sportsbook/favourites': { data: { tournaments: [], events: [ARSENAL.id, DERBY.id] } },
    });
    open('/spor?fav=events');
    expect(await screen.findByRole('link', { name: 'Arsenal - Chelsea' })).toBeTruthy();
    const sent = bodiesFor(fetchMock, 'sportsbook/events').at(-1)!;
    expect(sent).toMatchObject({ ids: `${ARSENAL.id},${DERBY.id}`, live: 'false' });
    expect(sent.sport).toBeUndefined();
    const link = within(nav()).getByRole('link', { name: 'My favourite matches' });
    expect(link.getAttribute('aria-current')).toBe('page');
    expect(
      within(nav())
        .getByRole('link', { name: /Football/ })
        .getAttribute('aria-current'),
    ).toBeNull();
  });
});
