import type { SportsEvent } from '@lalebet/shared/sportsbook';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { matchResult, mockApi, renderRoute, setupI18n, sportsEvent } from '../test-utils';
import { EventPage } from './event-page';

const watched = vi.hoisted(() => [] as string[][]);
vi.mock('../live/use-odds-stream', () => ({
  useOddsStream: (topics: string[]) => void watched.push(topics),
}));

beforeAll(() => setupI18n('en'));
afterEach(() => vi.unstubAllGlobals());

const market = (id: number, name: string, group: string, specifiers = '') => ({
  ...matchResult([1.9, 1.9, 1.9], { id, name, group, specifiers }),
  outcomes: [
    { id: 'a', name: 'Over', odds: 1.9, active: true },
    { id: 'b', name: 'Under', odds: 1.95, active: true },
  ],
});

const EVENT: SportsEvent = sportsEvent('sr:match:9', 'Galatasaray', 'Beşiktaş', {
  status: 'live',
  live: { home: 1, away: 1, clock: "55'", periods: [] },
  markets: [
    matchResult([2.2, 3.3, 3.1]),
    market(18, 'Total goals 2.5', 'goals', 'total=2.5'),
    market(68, '1st half - total 0.5', 'halves', 'total=0.5'),
    market(18, 'Total goals 3.5', 'goals', 'total=3.5'),
  ],
  marketCount: 4,
});

describe('EventPage', () => {
  it('shows the header with score and clock, and every market under tabs by group, All first', async () => {
    mockApi({ 'sportsbook/events/sr%3Amatch%3A9': { data: EVENT } });
    renderRoute(<EventPage eventId="sr:match:9" />);

    const heading = await screen.findByRole('heading', { level: 1 });
    expect(heading.textContent).toContain('Galatasaray');
    expect(within(heading).getByRole('group', { name: "Score 1 - 1, 55'" })).toBeTruthy();
    // The page watches its event (the slip beside it watches its own selections' events: none here).
    expect(watched).toContainEqual(['event:sr:match:9']);

    const tabs = within(screen.getByRole('tablist', { name: 'Market groups' })).getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['All', 'Main', 'Goals', 'Halves']);
    expect(tabs[0]!.getAttribute('aria-selected')).toBe('true');
    // The markets' panel sits inside the match page's "Markets" view.
    const panel = screen.getAllByRole('tabpanel').at(-1)!;
    expect(within(panel).getAllByRole('heading', { level: 2 })).toHaveLength(4);

    await userEvent.click(tabs[2]!);
    expect(tabs[2]!.getAttribute('aria-selected')).toBe('true');
    expect(tabs[0]!.getAttribute('aria-selected')).toBe('false');
    expect(
      within(panel)
        .getAllByRole('heading', { level: 2 })
        .map((h) => h.textContent),
    ).toEqual(['Total goals 2.5', 'Total goals 3.5']);
    expect(
      screen.getByRole('button', { name: 'Galatasaray - Beşiktaş Total goals 3.5 Under 1.95' }),
    ).toBeTruthy();

    // Arrow keys move along the tabs.
    await userEvent.keyboard('{ArrowRight}');
    expect(tabs[3]!.getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(tabs[3]);
    expect(
      within(panel)
        .getAllByRole('heading', { level: 2 })
        .map((h) => h.textContent),
    ).toEqual(['1st half - total 0.5']);
  });

  it("orders the deeper markets' tabs (quarters, combined, players, cards) after the core ones", async () => {
    const deeper: SportsEvent = {
      ...EVENT,
      markets: [
        market(139, 'Total bookings 4.5', 'cards', 'total=4.5'),
        market(40, 'Anytime goalscorer', 'players'),
        matchResult([2.2, 3.3, 3.1]),
        market(35, '1X2 & both teams to score', 'combos'),
        market(235, '1. quarter - 1X2', 'quarters', 'quarternr=1'),
      ],
      marketCount: 5,
    };
    mockApi({ 'sportsbook/events/sr%3Amatch%3A9': { data: deeper } });
    renderRoute(<EventPage eventId="sr:match:9" />);
    await screen.findByRole('heading', { level: 1 });
    const tabs = within(screen.getByRole('tablist', { name: 'Market groups' })).getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual([
      'All',
      'Main',
      'Quarters',
      'Combined',
      'Players',
      'Cards',
    ]);
  });

  it('shows the error state when the event cannot be loaded', async () => {
    mockApi({});
    renderRoute(<EventPage eventId="nope" />);
    expect((await screen.findByRole('alert')).textContent).toContain('Not found.');
  });
});
