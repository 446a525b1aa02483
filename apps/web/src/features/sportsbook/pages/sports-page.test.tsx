import type { OddsDelta } from '@lalebet/shared/notifications-hub';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { tickUntil, installManualClock } from '@/test/fake-clock';
import {
  PREMIER_LEAGUE,
  SPORTS_SUMMARY,
  bodiesFor,
  matchResult,
  mockApi,
  page,
  renderRoute,
  setupI18n,
  sportsEvent,
} from '../test-utils';
import { ODDS_FLASH_MS } from '../hooks/use-odds-move';
import { SportsPage } from './sports-page';

/** The hub's subscriptions, captured: `push` delivers a delta to every watcher of a topic. */
const stream = vi.hoisted(() => {
  const watchers = new Set<{ topics: string[]; onDelta: (d: OddsDelta) => void }>();
  return {
    watchers,
    push(topic: string, delta: OddsDelta) {
      for (const w of watchers) if (w.topics.includes(topic)) w.onDelta(delta);
    },
  };
});
vi.mock('../live/use-odds-stream', async () => {
  const { useEffect } = await import('react');
  return {
    useOddsStream(topics: string[], onDelta: (d: OddsDelta) => void) {
      useEffect(() => {
        const w = { topics, onDelta };
        stream.watchers.add(w);
        return () => void stream.watchers.delete(w);
      }, [topics, onDelta]);
    },
  };
});

beforeEach(() => setupI18n('en'));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const DERBY = sportsEvent('m1', 'Galatasaray', 'Fenerbahçe');
const ARSENAL = sportsEvent('m2', 'Arsenal', 'Chelsea', { tournament: PREMIER_LEAGUE });

describe('SportsPage', () => {
  it('lists upcoming matches by league from sportsbook/events, Süper Lig first, with the sports menu', async () => {
    const fetchMock = mockApi({
      'sportsbook/sports': { data: SPORTS_SUMMARY },
      'sportsbook/events': page([ARSENAL, DERBY]),
    });
    await setupI18n('tr');
    renderRoute(<SportsPage mode="sports" />, { path: '/spor', routePath: '/spor' });

    const leagues = await screen.findAllByRole('heading', { level: 3 });
    expect(leagues.map((h) => h.textContent)).toEqual(['TürkiyeSüper Lig', 'EnglandPremier League']);
    const derby = screen.getByRole('link', { name: 'Galatasaray - Fenerbahçe' });
    expect(derby.getAttribute('href')).toBe('/spor/mac/m1');
    expect(screen.getByRole('button', { name: 'Galatasaray - Fenerbahçe Match result 1 1,85' })).toBeTruthy();
    // 17:00 UTC is 20:00 in Istanbul.
    expect(within(derby.closest('li')!).getByText('20:00')).toBeTruthy();
    expect(
      screen.getByRole('link', { name: 'Galatasaray - Fenerbahçe: 41 bahis seçeneği daha' }),
    ).toBeTruthy();

    const nav = screen.getByRole('navigation', { name: 'Sporlar ve ligler' });
    // The e-sports have their own page; the chosen sport's leagues list Süper Lig first.
    expect(within(nav).queryByText('Counter-Strike 2')).toBeNull();
    const leagueLinks = within(within(nav).getByRole('list', { name: 'Football ligleri' })).getAllByRole(
      'link',
    );
    expect(leagueLinks.map((l) => l.textContent)).toEqual(['Süper Lig1', 'Premier League2']);
    expect(bodiesFor(fetchMock, 'sportsbook/events')[0]).toEqual({
      sport: 'soccer',
      live: 'false',
      skip: '0',
      take: '50',
    });
    await setupI18n('en');
  });

  it('sends the team search as search= once typing pauses, and says when nothing matches', async () => {
    const fetchMock = mockApi({
      'sportsbook/sports': { data: SPORTS_SUMMARY },
      'sportsbook/events': (q) => page(q.search ? [] : [DERBY]),
    });
    renderRoute(<SportsPage mode="sports" />, { path: '/spor', routePath: '/spor' });
    await screen.findByRole('link', { name: 'Galatasaray - Fenerbahçe' });

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search teams' }), 'Beşiktaş');
    expect(await screen.findByText('No matches found for “Beşiktaş”.')).toBeTruthy();
    const sent = bodiesFor(fetchMock, 'sportsbook/events').map((q) => q.search);
    // Debounced: one request for the whole word, none per keystroke.
    expect(sent).toEqual([undefined, 'Beşiktaş']);
  });

  it('upcoming: watches each match on screen on the hub and applies its price changes', async () => {
    mockApi({ 'sportsbook/sports': { data: SPORTS_SUMMARY }, 'sportsbook/events': page([DERBY, ARSENAL]) });
    renderRoute(<SportsPage mode="sports" />, { path: '/spor', routePath: '/spor' });
    await screen.findByRole('link', { name: 'Galatasaray - Fenerbahçe' });
    await waitFor(() =>
      expect([...stream.watchers].flatMap((w) => w.topics).sort()).toEqual(['event:m1', 'event:m2']),
    );
    act(() =>
      stream.push('event:m1', {
        eventId: 'm1',
        status: 'not_started',
        live: null,
        markets: [
          {
            id: 1,
            specifiers: '',
            status: 'active',
            version: 2,
            outcomes: [{ id: '1', odds: 1.7, active: true }],
          },
        ],
      }),
    );
    expect(
      await screen.findByRole('button', { name: 'Galatasaray - Fenerbahçe Match result 1 1.70' }),
    ).toBeTruthy();
    // The other match is untouched.
    expect(screen.getByRole('button', { name: 'Arsenal - Chelsea Match result 1 1.85' })).toBeTruthy();
  });

  it('upcoming: today, tomorrow or a date ask for that day in Türkiye time; All clears it', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-28T22:30:00Z')); // already 29 November in Istanbul
    const fetchMock = mockApi({
      'sportsbook/sports': { data: SPORTS_SUMMARY },
      'sportsbook/events': page([DERBY]),
    });
    const { router } = renderRoute(<SportsPage mode="sports" />, {
      path: '/spor?sport=soccer',
      routePath: '/spor',
    });
    await screen.findByRole('link', { name: 'Galatasaray - Fenerbahçe' });
    const days = screen.getByRole('group', { name: 'Day' });
    const last = () => bodiesFor(fetchMock, 'sportsbook/events').at(-1)!;
    expect(last().from).toBeUndefined();

    await userEvent.click(within(days).getByRole('radio', { name: 'Today' }));
    await waitFor(() =>
      expect(last()).toMatchObject({
        sport: 'soccer',
        from: '2026-11-28T21:00:00.000Z',
        to: '2026-11-29T20:59:59.999Z',
      }),
    );
    expect(router.state.location.search).toBe('?sport=soccer&day=today');

    await userEvent.click(within(days).getByRole('radio', { name: 'Tomorrow' }));
    await waitFor(() => expect(last()).toMatchObject({ from: '2026-11-29T21:00:00.000Z' }));

    fireEvent.change(screen.getByLabelText('Date'), { target: { value: '2026-12-24' } });
    await waitFor(() =>
      expect(last()).toMatchObject({ from: '2026-12-23T21:00:00.000Z', to: '2026-12-24T20:59:59.999Z' }),
    );
    expect(
      (within(days).getByRole('radio', { name: 'Thursday 24 December' }) as HTMLInputElement).checked,
    ).toBe(true);
    // Choosing a league keeps the day.
    const league = within(screen.getByRole('navigation', { name: 'Sports and leagues' })).getByRole('link', {
      name: /Premier League/,
    });
    expect(league.getAttribute('href')).toContain('day=2026-12-24');

    // Back to every day: the first list again (cached, so no new request).
    await userEvent.click(within(days).getByRole('radio', { name: 'All days' }));
    await waitFor(() => expect(router.state.location.search).toBe('?sport=soccer'));
    expect(screen.queryByRole('radio', { name: 'Thursday 24 December' })).toBeNull();
  });

  it('live: offers no day filter', async () => {
    mockApi({ 'sportsbook/sports': { data: SPORTS_SUMMARY }, 'sportsbook/events': page([]) });
    renderRoute(<SportsPage mode="live" />, { path: '/livespor?day=today', routePath: '/livespor' });
    expect(await screen.findByText('No matches are live right now. Check back soon.')).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Day' })).toBeNull();
  });

  it('shows the error state and retries', async () => {
    let fail = true;
    mockApi({
      'sportsbook/sports': { data: SPORTS_SUMMARY },
      'sportsbook/events': () => (fail ? { status: 500, message: 'Down for a moment.' } : page([DERBY])),
    });
    renderRoute(<SportsPage mode="sports" />, { path: '/spor', routePath: '/spor' });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Down for a moment.');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Galatasaray - Fenerbahçe' })).toBeTruthy();
  });

  it('live: shows score and clock, applies a hub delta and flashes the moved prices for a second', async () => {
    const live = sportsEvent('m1', 'Galatasaray', 'Fenerbahçe', {
      status: 'live',
      live: { home: 1, away: 0, clock: "67'", periods: [] },
    });
    const fetchMock = mockApi({
      'sportsbook/sports': { data: SPORTS_SUMMARY },
      'sportsbook/events': page([live]),
    });
    renderRoute(<SportsPage mode="live" />, { path: '/livespor', routePath: '/livespor' });

    expect(await screen.findByRole('group', { name: "Score 1 - 0, 67'" })).toBeTruthy();
    expect(bodiesFor(fetchMock, 'sportsbook/events')[0]).toMatchObject({ live: 'true' });
    const home = () => screen.getByRole('button', { name: /^Galatasaray - Fenerbahçe Match result 1 / });
    const draw = () => screen.getByRole('button', { name: /^Galatasaray - Fenerbahçe Match result X / });
    expect(home().className).not.toMatch(/up|down/);

    // A clock that moves only when told: real time on a loaded machine must not end the flash.
    installManualClock();
    act(() =>
      stream.push('live:all', {
        eventId: 'm1',
        status: 'live',
        live: { home: 2, away: 0, clock: "71'", periods: [] },
        markets: [
          {
            id: 1,
            specifiers: '',
            status: 'active',
            version: 2,
            outcomes: [
              { id: '1', odds: 1.25, active: true },
              { id: '2', odds: 5.5, active: true },
            ],
          },
        ],
      }),
    );
    // The query cache tells its observers on the next tick; the flash starts with that render,
    // within the 1 ms step it was seen in.
    await tickUntil(() => screen.getByRole('group', { name: "Score 2 - 0, 71'" }));
    expect(home().getAttribute('aria-label')).toBe('Galatasaray - Fenerbahçe Match result 1 1.25');
    expect(home().className).toMatch(/down/);
    expect(draw().className).toMatch(/up/);
    act(() => void vi.advanceTimersByTime(ODDS_FLASH_MS - 2));
    expect(home().className).toMatch(/down/);
    act(() => void vi.advanceTimersByTime(2));
    expect(home().className).not.toMatch(/down/);
    expect(draw().className).not.toMatch(/up/);
  });

  it('live: a suspended market shows its prices locked', async () => {
    const live = sportsEvent('m1', 'Galatasaray', 'Fenerbahçe', {
      status: 'live',
      live: { home: 0, away: 0, clock: "12'", periods: [] },
      markets: [matchResult([2.1, 3.2, 3.5], { status: 'suspended' })],
    });
    mockApi({ 'sportsbook/sports': { data: SPORTS_SUMMARY }, 'sportsbook/events': page([live]) });
    renderRoute(<SportsPage mode="live" />, { path: '/livespor', routePath: '/livespor' });

    const button = await screen.findByRole('button', {
      name: 'Galatasaray - Fenerbahçe Match result 1 2.10, locked',
    });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getAllByRole('img', { name: 'locked' })).toHaveLength(3);
    expect(screen.queryByText('2.10')).toBeNull();
  });

  it('e-sports: offers CS2, Dota 2 and LoL only and asks for the chosen one', async () => {
    const fetchMock = mockApi({
      'sportsbook/sports': { data: SPORTS_SUMMARY },
      'sportsbook/events': page([]),
    });
    renderRoute(<SportsPage mode="esports" />, { path: '/esports', routePath: '/esports' });
    expect(await screen.findByText('There are no matches for this choice right now.')).toBeTruthy();
    const nav = await screen.findByRole('navigation', { name: 'Sports and leagues' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['Counter-Strike 21']);
    await waitFor(() => expect(bodiesFor(fetchMock, 'sportsbook/events')[0]).toMatchObject({ sport: 'cs2' }));
    expect(bodiesFor(fetchMock, 'sportsbook/events')[0]!.live).toBeUndefined();
  });
});
