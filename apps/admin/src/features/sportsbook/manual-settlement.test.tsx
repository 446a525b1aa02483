import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fail, mockApi, ok } from '@/test/mock-api';
import { dialogNamed, hidden, loadLocale, render } from '@/test/render';
import EventPage from './event-page';
import { eventLiability, me } from './sportsbook.fixtures';

const success = vi.fn();
vi.mock('sonner', () => ({ toast: { success: (...a: unknown[]) => success(...a), error: vi.fn() } }));

const GRADE = 'POST /api/admin/sportsbook/events/sr%3Amatch%3A1/grade';
const VOID = 'POST /api/admin/sportsbook/markets/void';
const SETTLER = ['sportsbook:view', 'sportsbook:settle'];

function showEvent(permissions = SETTLER, over: Record<string, unknown> = {}) {
  const api = mockApi({
    'GET /api/admin/auth/me': me(permissions),
    'GET /api/admin/sportsbook/liability': eventLiability(),
    [GRADE]: ok({ status: 'done', requestId: null }, 'Graded by the server.'),
    [VOID]: ok({ status: 'pending', requestId: 7 }),
    ...over,
  });
  return {
    api,
    ...render(<EventPage />, {
      path: '/sportsbook/liability/:eventId',
      url: '/sportsbook/liability/sr%3Amatch%3A1',
    }),
  };
}

beforeAll(() => loadLocale('en', ['sportsbook']));
afterEach(() => success.mockReset());

describe('manual grades and market voids', () => {
  it('grades a market with a result per outcome; every outcome needs one', async () => {
    const { api, user } = showEvent();
    await user.click(await screen.findByRole('button', { name: 'Grade: Maç Sonucu' }));
    const dialog = await dialogNamed('Grade market: Maç Sonucu');
    await user.selectOptions(within(dialog).getByLabelText('Galatasaray'), 'Won');
    await user.type(within(dialog).getByLabelText('Reason'), 'Feed has no result');
    await user.click(within(dialog).getByRole('button', { name: 'Grade', hidden }));
    expect(await within(dialog).findByText('Choose one of the options.')).toBeTruthy();
    expect(api.callsTo(GRADE)).toHaveLength(0);
    await user.selectOptions(within(dialog).getByLabelText('Beraberlik'), 'Half lost');
    await user.click(within(dialog).getByRole('button', { name: 'Grade', hidden }));
    await vi.waitFor(() => expect(success).toHaveBeenCalledWith('Graded by the server.'));
    expect(api.callsTo(GRADE)[0]!.body).toEqual({
      markets: [
        {
          marketId: 1,
          specifiers: '',
          outcomes: [
            { outcomeId: '1', result: 'won' },
            { outcomeId: '2', result: 'lost', voidFactor: 0.5 },
          ],
        },
      ],
      reason: 'Feed has no result',
    });
  });

  it('shows the server’s refusal in the dialog', async () => {
    const { user } = showEvent(SETTLER, {
      [GRADE]: fail(409, 'MARKET_ALREADY_SETTLED', 'This market already has a result.'),
    });
    await user.click(await screen.findByRole('button', { name: 'Grade: Maç Sonucu' }));
    const dialog = await dialogNamed('Grade market: Maç Sonucu');
    await user.selectOptions(within(dialog).getByLabelText('Galatasaray'), 'Void (stake back)');
    await user.selectOptions(within(dialog).getByLabelText('Beraberlik'), 'Lost');
    await user.type(within(dialog).getByLabelText('Reason'), 'Feed is late');
    await user.click(within(dialog).getByRole('button', { name: 'Grade', hidden }));
    expect(await within(dialog).findByText('This market already has a result.')).toBeTruthy();
    expect(success).not.toHaveBeenCalled();
  });

  it('voids a market line; a large one waits for a second person', async () => {
    const { api, user } = showEvent();
    await user.click(await screen.findByRole('button', { name: 'Void market: Toplam Gol 2,5 Alt/Üst' }));
    const dialog = await dialogNamed('Void market: Toplam Gol 2,5 Alt/Üst');
    await user.type(within(dialog).getByLabelText('Reason'), 'Match abandoned');
    await user.click(within(dialog).getByRole('button', { name: 'Void market', hidden }));
    await vi.waitFor(() => expect(success).toHaveBeenCalledWith("It waits for a second person's approval."));
    expect(api.callsTo(VOID)[0]!.body).toEqual({
      eventId: 'sr:match:1',
      marketId: 18,
      specifiers: 'total=2.5',
      reason: 'Match abandoned',
    });
  });

  it('offers neither to staff without sportsbook:settle', async () => {
    const { api } = showEvent(['sportsbook:view', 'sportsbook:trade']);
    await screen.findByRole('table', { name: 'Maç Sonucu' });
    await vi.waitFor(() => expect(api.callsTo('GET /api/admin/auth/me')).toHaveLength(1));
    expect(screen.queryByRole('button', { name: /Grade/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Void market/ })).toBeNull();
  });

  it('names the controls in Turkish', async () => {
    await loadLocale('tr', ['sportsbook']);
    try {
      const { user } = showEvent();
      await user.click(await screen.findByRole('button', { name: 'Sonuçlandır: Maç Sonucu' }));
      const dialog = await dialogNamed('Marketi sonuçlandır: Maç Sonucu');
      expect(within(dialog).getByLabelText('Gerekçe')).toBeTruthy();
      expect(within(dialog).getAllByRole('option', { name: 'Yarı kazandı', hidden })).toHaveLength(2);
      expect(screen.getByRole('button', { name: 'Marketi iptal et: Toplam Gol 2,5 Alt/Üst' })).toBeTruthy();
    } finally {
      await loadLocale('en', ['sportsbook']);
    }
  });
});
