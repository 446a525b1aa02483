import type { ResultsPage as Page, SportsResult } from '@lalebet/shared/sportsbook-results';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  PREMIER_LEAGUE,
  SPORTS_SUMMARY,
  SUPER_LIG,
  bodiesFor,
  mockApi,
  page,
  renderRoute,
  setupI18n,
} from '../test-utils';
import { ResultsPage } from './results-page';
import { SportsPage } from './sports-page';

const result = (id: string, home: string, away: string, patch: Partial<SportsResult> = {}): SportsResult => ({
  id,
  sport: 'soccer',
  tournament: SUPER_LIG,
  home,
  away,
  startTime: '2026-12-06T17:00:00Z',
  status: 'closed',
  score: {
    home: 2,
    away: 1,
    periods: [
      [1, 0],
      [1, 1],
    ],
  },
  ...patch,
});
const DERBY = result('m1', 'Galatasaray', 'Fenerbahçe');
const ARSENAL = result('m2', 'Arsenal', 'Chelsea', {
  tournament: PREMIER_LEAGUE,
  startTime: '2026-12-06T15:00:00Z',
  score: { home: 0, away: 0, periods: [] },
});
const CANCELLED = result('m3', 'Beşiktaş', 'Trabzonspor', { status: 'cancelled', score: null });
const LEAGUES: Page['tournaments'] = [
  { ...SUPER_LIG, eventCount: 2 },
  { ...PREMIER_LEAGUE, eventCount: 1 },
];
const reply = (items: SportsResult[], total = items.length) => ({
  data: { items, total, tournaments: LEAGUES },
});

beforeEach(() => {
  // 21:00 in Istanbul on 6 December: "today" is the 6th, "yesterday" the 5th.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-12-06T18:00:00Z'));
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const render = (path = '/sonuclar') => renderRoute(<ResultsPage />, { path, routePath: '/sonuclar' });

describe('ResultsPage', () => {
  it("shows today's finished matches by league with their final scores, a cancelled one without", async () => {
    const fetchMock = mockApi({ 'sportsbook/results': reply([DERBY, ARSENAL, CANCELLED]) });
    await setupI18n('tr');
    render();

    expect(await screen.findByRole('heading', { level: 1, name: 'Sonuçlar' })).toBeTruthy();
    const leagues = await screen.findAllByRole('heading', { level: 2 });
    expect(leagues.map((h) => h.textContent)).toEqual(['TürkiyeSüper Lig', 'EnglandPremier League']);
    const derby = screen.getByText('Galatasaray').closest('li')!;
    expect(within(derby).getByText('Maç sonucu 2 - 1')).toBeTruthy();
    expect(within(derby).getByText('(1-0, 1-1)')).toBeTruthy();
    // 17:00 UTC is 20:00 in Istanbul.
    expect(within(derby).getByText('20:00')).toBeTruthy();
    const cancelled = screen.getByText('Beşiktaş').closest('li')!;
    expect(within(cancelled).getByText('İptal')).toBeTruthy();
    expect(within(cancelled).queryByText(/Maç sonucu/)).toBeNull();
    expect(bodiesFor(fetchMock, 'sportsbook/results')).toEqual([
      { from: '2026-12-06T00:00:00+03:00', to: '2026-12-06T23:59:59.999+03:00', skip: '0', take: '20' },
    ]);
    expect(screen.getByRole('radio', { name: 'Bugün' })).toHaveProperty('checked', true);
    expect(screen.queryByRole('navigation', { name: 'Sonuç sayfaları' })).toBeNull();
  });

  it('filters by sport, day, date and league, keeping the choice in the URL', async () => {
    const fetchMock = mockApi({ 'sportsbook/results': reply([DERBY, ARSENAL]) });
    await setupI18n('en');
    const user = userEvent.setup();
    const { router } = render();
    await screen.findByText('Galatasaray');

    await user.click(screen.getByRole('radio', { name: 'Basketball' }));
    await waitFor(() => expect(bodiesFor(fetchMock, 'sportsbook/results')).toHaveLength(2));
    expect(bodiesFor(fetchMock, 'sportsbook/results')[1]).toMatchObject({ sport: 'basketball' });
    expect(router.state.location.search).toBe('?sport=basketball');

    await user.click(screen.getByRole('radio', { name: 'Yesterday' }));
    await waitFor(() =>
      expect(bodiesFor(fetchMock, 'sportsbook/results').at(-1)).toMatchObject({
        sport: 'basketball',
        from: '2026-12-05T00:00:00+03:00',
        to: '2026-12-05T23:59:59.999+03:00',
      }),
    );

    const date = screen.getByLabelText('Date');
    expect(date).toHaveProperty('max', '2026-12-06');
    fireEvent.change(date, { target: { value: '2026-11-30' } });
    await waitFor(() =>
      expect(bodiesFor(fetchMock, 'sportsbook/results').at(-1)).toMatchObject({
        from: '2026-11-30T00:00:00+03:00',
      }),
    );

    const league = await screen.findByRole('combobox', { name: 'League' });
    expect(
      within(league)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All leagues', 'Süper Lig (2)', 'Premier League (1)']);
    await user.selectOptions(league, 'sr:tournament:17');
    await waitFor(() =>
      expect(bodiesFor(fetchMock, 'sportsbook/results').at(-1)).toMatchObject({
        tournament: 'sr:tournament:17',
      }),
    );
    expect(router.state.location.search).toBe('?sport=basketball&gun=2026-11-30&lig=sr%3Atournament%3A17');
  });

  it('reads the choice from the URL and pages through the results', async () => {
    const fetchMock = mockApi({ 'sportsbook/results': reply([DERBY, ARSENAL], 45) });
    await setupI18n('en');
    const user = userEvent.setup();
    render('/sonuclar?sport=soccer&gun=2026-12-01');
    const pager = await screen.findByRole('navigation', { name: 'Result pages' });
    expect(within(pager).getByText('1–2 of 45 matches')).toBeTruthy();
    await user.click(within(pager).getByRole('button', { name: 'Next' }));
    await waitFor(() =>
      expect(bodiesFor(fetchMock, 'sportsbook/results').at(-1)).toMatchObject({ skip: '20' }),
    );
    expect(bodiesFor(fetchMock, 'sportsbook/results')[0]).toMatchObject({
      sport: 'soccer',
      from: '2026-12-01T00:00:00+03:00',
      skip: '0',
    });
  });

  it('says so when nothing finished', async () => {
    mockApi({ 'sportsbook/results': reply([]) });
    await setupI18n('en');
    render('/sonuclar?gun=2099-01-01');
    expect((await screen.findByText('No finished matches for this choice.')).getAttribute('role')).toBe(
      'status',
    );
    // A day not yet begun is not one to look up: today instead.
    expect(screen.getByRole('radio', { name: 'Today' })).toHaveProperty('checked', true);
  });

  it('shows the error with a retry', async () => {
    let fail = true;
    mockApi({
      'sportsbook/results': () => (fail ? { status: 500, message: '' } : reply([DERBY])),
    });
    await setupI18n('en');
    const user = userEvent.setup();
    render();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Results could not be loaded.');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Galatasaray')).toBeTruthy();
  });
});

describe('the sports pages', () => {
  it('link to the results', async () => {
    mockApi({ 'sportsbook/sports': { data: SPORTS_SUMMARY }, 'sportsbook/events': page([]) });
    await setupI18n('tr');
    renderRoute(<SportsPage mode="sports" />, { path: '/spor', routePath: '/spor' });
    expect((await screen.findByRole('link', { name: 'Maç sonuçları' })).getAttribute('href')).toBe(
      '/sonuclar',
    );
  });
});
