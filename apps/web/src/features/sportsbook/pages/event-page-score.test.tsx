import type { SportsEvent } from '@lalebet/shared/sportsbook';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from 'i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { PeriodScores } from '../components/live-details';
import { applyOddsDelta } from '../live/apply-odds-delta';
import { bodiesFor, matchResult, mockApi, renderRoute, setupI18n, sportsEvent } from '../test-utils';
import { EventPage } from './event-page';

vi.mock('../live/use-odds-stream', () => ({ useOddsStream: () => undefined }));

beforeAll(() => setupI18n('en'));
afterEach(() => vi.unstubAllGlobals());

const LIVE: SportsEvent = sportsEvent('sr:match:7', 'Fenerbahçe', 'Galatasaray', {
  status: 'live',
  live: {
    home: 2,
    away: 1,
    clock: "63'",
    periods: [
      [1, 0],
      [1, 1],
    ],
    statistics: { yellowCards: [2, 1], redCards: [0, 1], corners: [5, 3] },
  },
  timeline: [
    { kind: 'goal', team: 'home', minute: 12, score: [1, 0] },
    { kind: 'red_card', team: 'away', minute: 40 },
    { kind: 'goal', team: 'away', minute: 55, score: [1, 1] },
  ],
  markets: [matchResult([1.5, 4, 6])],
  marketCount: 1,
});

describe('the live scoreboard', () => {
  it('shows period scores and football cards and corners per team, each icon named', async () => {
    mockApi({ 'sportsbook/events/sr%3Amatch%3A7': { data: LIVE } });
    renderRoute(<EventPage eventId="sr:match:7" />);
    const periods = await screen.findByRole('list', { name: 'Period scores' });
    expect(
      within(periods)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['H1 1-0', 'H2 1-1']);
    const stats = screen.getByRole('list', { name: 'Match statistics' });
    const rows = within(stats).getAllByRole('listitem');
    expect(rows.map((r) => within(r).getByRole('img').getAttribute('aria-label'))).toEqual([
      'Yellow cards',
      'Red cards',
      'Corners',
    ]);
    expect(rows[2]!.textContent).toContain('Fenerbahçe 5, Galatasaray 3');
  });

  it('names periods by sport, in Turkish too', async () => {
    const periods = (sport: SportsEvent['sport'], n: number) =>
      sportsEvent('e', 'A', 'B', {
        sport,
        status: 'live',
        live: { home: 0, away: 0, clock: '', periods: Array.from({ length: n }, () => [1, 0]) },
      });
    const labels = () => screen.getAllByRole('listitem').map((li) => li.textContent);
    const { rerender } = render(<PeriodScores event={periods('basketball', 5)} />);
    expect(labels()).toEqual(['Q1 1-0', 'Q2 1-0', 'Q3 1-0', 'Q4 1-0', 'OT1 1-0']);
    rerender(<PeriodScores event={periods('tennis', 2)} />);
    expect(labels()).toEqual(['Set 1 1-0', 'Set 2 1-0']);
    rerender(<PeriodScores event={periods('cs2', 1)} />);
    expect(labels()).toEqual(['Map 1 1-0']);
    await setupI18n('tr');
    rerender(<PeriodScores event={periods('soccer', 2)} />);
    expect(labels()).toEqual(['1. Y 1-0', '2. Y 1-0']);
    rerender(<PeriodScores event={periods('volleyball', 1)} />);
    expect(labels()).toEqual(['1. Set 1-0']);
    await i18n.changeLanguage('en');
  });

  it('has a timeline tab listing goals and cards with minute and team, latest first', async () => {
    mockApi({ 'sportsbook/events/sr%3Amatch%3A7': { data: LIVE } });
    renderRoute(<EventPage eventId="sr:match:7" />);
    const views = await screen.findByRole('tablist', { name: 'Match page' });
    const [markets, timeline] = within(views).getAllByRole('tab');
    expect(markets!.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tablist', { name: 'Market groups' })).toBeTruthy();

    await userEvent.click(timeline!);
    expect(timeline!.getAttribute('aria-selected')).toBe('true');
    expect(screen.queryByRole('tablist', { name: 'Market groups' })).toBeNull();
    const list = screen.getByRole('list', { name: 'Timeline' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(["55'Goal · Galatasaray (1-1)", "40'Red card · Galatasaray", "12'Goal · Fenerbahçe (1-0)"]);

    // Arrow keys switch back to the markets.
    await userEvent.keyboard('{ArrowLeft}');
    expect(markets!.getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(markets);
  });

  it('refetches the timeline when a pushed score or card moves', async () => {
    const later: SportsEvent = {
      ...LIVE,
      live: { ...LIVE.live!, home: 3, clock: "70'" },
      timeline: [...LIVE.timeline!, { kind: 'goal', team: 'home', minute: 70, score: [3, 1] }],
    };
    let served = LIVE;
    const fetchMock = mockApi({ 'sportsbook/events/sr%3Amatch%3A7': () => ({ data: served }) });
    const { client } = renderRoute(<EventPage eventId="sr:match:7" />);
    const tab = await screen.findByRole('tab', { name: 'Timeline' });
    const calls = () => bodiesFor(fetchMock, 'sportsbook/events/sr%3Amatch%3A7').length;
    // A clock-only delta refetches nothing.
    applyOddsDelta(client, {
      eventId: LIVE.id,
      status: 'live',
      live: { ...LIVE.live!, clock: "64'" },
      markets: [],
    });
    expect(calls()).toBe(1);
    served = later;
    applyOddsDelta(client, { eventId: LIVE.id, status: 'live', live: later.live, markets: [] });
    // Refetched while the markets show: the timeline is current when its tab opens.
    await waitFor(() => expect(calls()).toBe(2));
    await userEvent.click(tab);
    const list = screen.getByRole('list', { name: 'Timeline' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')[0]!.textContent).toContain("70'"));
    expect(calls()).toBe(2);
  });

  it('has no timeline tab for other sports or a football match not yet started', async () => {
    const upcoming = sportsEvent('sr:match:8', 'A', 'B');
    mockApi({ 'sportsbook/events/sr%3Amatch%3A8': { data: upcoming } });
    renderRoute(<EventPage eventId="sr:match:8" />);
    await screen.findByRole('tablist', { name: 'Market groups' });
    expect(screen.queryByRole('tablist', { name: 'Match page' })).toBeNull();
    expect(screen.queryByRole('list', { name: 'Period scores' })).toBeNull();
  });
});
