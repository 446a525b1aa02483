import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderRoute, setupI18n, sportsEvent } from '../test-utils';
import { slipStore } from '../slip/slip-store';
import { EventRow } from './event-row';

beforeAll(() => setupI18n('en'));

describe('EventRow live details', () => {
  it('shows period scores and cards and corners under a live match, nothing before kick-off', () => {
    const live = sportsEvent('sr:match:1', 'Fenerbahçe', 'Galatasaray', {
      status: 'live',
      live: {
        home: 1,
        away: 1,
        clock: "70'",
        periods: [
          [1, 0],
          [0, 1],
        ],
        statistics: { yellowCards: [1, 3], redCards: [0, 0], corners: [6, 2] },
      },
    });
    renderRoute(
      <ul>
        <EventRow event={live} />
        <EventRow event={sportsEvent('sr:match:2', 'Beşiktaş', 'Trabzonspor')} />
      </ul>,
    );
    const row = (name: string) => screen.getByRole('link', { name }).closest('li')!;
    const first = row('Fenerbahçe - Galatasaray');
    const second = row('Beşiktaş - Trabzonspor');
    const periods = within(first).getByRole('list', { name: 'Period scores' });
    expect(periods.textContent).toBe('H1 1-0H2 0-1');
    const stats = within(first).getByRole('list', { name: 'Match statistics' });
    expect(within(stats).getByRole('img', { name: 'Yellow cards' }).parentElement!.textContent).toContain(
      'Fenerbahçe 1, Galatasaray 3',
    );
    expect(within(second).queryByRole('list', { name: 'Period scores' })).toBeNull();
  });
});

describe('EventRow MBS', () => {
  it('shows "MBS 3" on a match with MBS above 1, none at 1; a price taken carries the MBS to the slip', async () => {
    renderRoute(
      <ul>
        <EventRow event={sportsEvent('sr:match:3', 'Göztepe', 'Kasımpaşa', { mbs: 3 })} />
        <EventRow event={sportsEvent('sr:match:4', 'Samsunspor', 'Başakşehir')} />
      </ul>,
    );
    const row = (name: string) => screen.getByRole('link', { name }).closest('li')!;
    const badge = within(row('Göztepe - Kasımpaşa')).getByTitle('Minimum selections on a coupon (MBS): 3');
    expect(badge.textContent).toBe('MBS 3Minimum selections on a coupon (MBS): 3');
    expect(within(row('Samsunspor - Başakşehir')).queryByText(/MBS/)).toBeNull();
    await userEvent.click(within(row('Göztepe - Kasımpaşa')).getAllByRole('button')[0]!);
    expect(slipStore.get().selections.map((s) => s.mbs)).toEqual([3]);
    slipStore.set({ selections: [] });
  });
});
