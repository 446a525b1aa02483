import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { SPORTS_SUMMARY, bodiesFor, mockApi, page, renderRoute, setupI18n, sportsEvent } from '../test-utils';
import { settled } from '@/test/render';
import HomeSports from './home-sports';

vi.mock('../live/use-odds-stream', () => ({ useOddsStream: () => {} }));

beforeAll(() => setupI18n('tr'));
afterEach(() => vi.unstubAllGlobals());

const UCL = { id: 'sr:tournament:7', name: 'Şampiyonlar Ligi', country: 'Avrupa' };
const summary = [
  { ...SPORTS_SUMMARY[0]!, tournaments: [...SPORTS_SUMMARY[0]!.tournaments, { ...UCL, eventCount: 1 }] },
];

describe('HomeSports', () => {
  it('shows up to eight live matches with scores, and the next Süper Lig and Champions League matches', async () => {
    const live = Array.from({ length: 8 }, (_, i) =>
      sportsEvent(`l${i}`, `Ev ${i}`, `Deplasman ${i}`, {
        status: 'live',
        live: { home: i, away: 0, clock: `${10 + i}'`, periods: [] },
      }),
    );
    const fetchMock = mockApi({
      'sportsbook/sports': { data: summary },
      'sportsbook/events': (q) =>
        q.live === 'true'
          ? page(live)
          : q.tournament === 'sr:tournament:52'
            ? page([sportsEvent('s1', 'Galatasaray', 'Fenerbahçe')])
            : page([sportsEvent('c1', 'Real Madrid', 'Beşiktaş', { tournament: UCL })]),
    });
    renderRoute(<HomeSports />);

    const strip = await screen.findByRole('region', { name: 'Canlı Maçlar' });
    expect(within(strip).getAllByRole('listitem')).toHaveLength(8);
    expect(within(strip).getByRole('group', { name: "Skor 3 - 0, 13'" })).toBeTruthy();
    const popular = await screen.findByRole('region', { name: 'Popüler Maçlar' });
    expect((await within(popular).findAllByRole('heading', { level: 3 })).map((h) => h.textContent)).toEqual([
      'Süper Lig',
      'Şampiyonlar Ligi',
    ]);
    expect(await within(popular).findByRole('link', { name: 'Real Madrid - Beşiktaş' })).toBeTruthy();
    expect(bodiesFor(fetchMock, 'sportsbook/events').find((q) => q.live === 'true')).toMatchObject({
      take: '8',
    });
  });

  it('shows nothing when no match is live and the featured leagues are not on offer', async () => {
    const fetchMock = mockApi({ 'sportsbook/sports': { data: [] }, 'sportsbook/events': page([]) });
    const { container, client } = renderRoute(<HomeSports />);
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await settled(client);
    expect(container.querySelectorAll('section')).toHaveLength(0);
  });
});
