import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderRoute, setupI18n, SUPER_LIG } from '@/features/sportsbook/test-utils';
import SportsRoute from './sports';

afterEach(() => vi.unstubAllGlobals());

describe('SportsRoute', () => {
  it('shows the results at /sonuclar, the route it shares with the sports lists', async () => {
    mockApi({
      'sportsbook/results': {
        data: {
          items: [
            {
              id: 'm1',
              sport: 'soccer',
              tournament: SUPER_LIG,
              home: 'Galatasaray',
              away: 'Fenerbahçe',
              startTime: '2026-12-06T17:00:00Z',
              status: 'ended',
              score: { home: 1, away: 0, periods: [] },
            },
          ],
          total: 1,
          tournaments: [],
        },
      },
    });
    await setupI18n('en');
    renderRoute(<SportsRoute />, { path: '/sonuclar', routePath: '/sonuclar' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Results' })).toBeTruthy();
    expect(await screen.findByText('Final score 1 - 0')).toBeTruthy();
  });
});
