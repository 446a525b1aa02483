import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { BetSlip } from '../slip/bet-slip';
import { slip, slipStore } from '../slip/slip-store';
import { bodiesFor, mockApi, renderRoute, selection, setUpSlipTests } from '../betslip-test-utils';

setUpSlipTests();

const EVENT = {
  id: 'sr:match:1000',
  sport: 'soccer',
  tournament: { id: 't1', name: 'Süper Lig', country: 'TR' },
  home: 'Galatasaray',
  away: 'Fenerbahçe',
  startTime: '2026-11-28T17:00:00.000Z',
  status: 'not_started',
  live: null,
  markets: [
    {
      id: 1,
      specifiers: '',
      name: 'Maç Sonucu',
      group: 'main',
      status: 'active',
      outcomes: [{ id: '1', name: 'Galatasaray', odds: 1.9, active: true }],
    },
  ],
  marketCount: 1,
};

describe('coupons', () => {
  it('"Kuponu paylaş" saves the selections and shows the code with a copy button', async () => {
    const fetchMock = mockApi({ 'POST sportsbook/coupons': { data: { code: 'K7M2QX' } } });
    slip.replace([selection(0, 1.85), selection(1, 2.5)]);
    renderRoute(<BetSlip />);
    await userEvent.click(await screen.findByRole('button', { name: 'Kuponu paylaş' }));
    expect((await screen.findByTestId('coupon-code')).textContent).toBe('K7M2QX');
    expect(screen.getByRole('button', { name: 'Kodu kopyala' })).toBeTruthy();
    expect(bodiesFor(fetchMock, 'sportsbook/coupons')[0]).toEqual({
      selections: [
        { eventId: 'sr:match:1000', marketId: 1, specifiers: '', outcomeId: '1', odds: 1.85 },
        { eventId: 'sr:match:1001', marketId: 1, specifiers: '', outcomeId: '1', odds: 2.5 },
      ],
    });
  });

  it('"Kupon yükle" checks the code, then loads the selections at current prices, inactive ones marked', async () => {
    mockApi({
      'GET sportsbook/coupons/K7M2QX': {
        data: {
          code: 'K7M2QX',
          selections: [
            {
              eventId: 'sr:match:1000',
              marketId: 1,
              specifiers: '',
              outcomeId: '1',
              odds: 1.9,
              active: true,
            },
            {
              eventId: 'sr:match:2000',
              marketId: 18,
              specifiers: 'total=2.5',
              outcomeId: '12',
              odds: 1.7,
              active: false,
            },
          ],
        },
      },
      // The event id travels encoded in the path.
      'GET sportsbook/events/sr%3Amatch%3A1000': { data: EVENT },
    });
    renderRoute(<BetSlip />);
    await userEvent.click(await screen.findByRole('button', { name: 'Kupon yükle' }));
    const input = screen.getByRole('textbox', { name: 'Kupon kodu' });
    await userEvent.type(input, 'k7m');
    await userEvent.click(screen.getByRole('button', { name: 'Yükle' }));
    expect(await screen.findByText('Kupon kodu 6 karakterdir (harf ve rakam).')).toBeTruthy();
    await userEvent.type(input, '2qx');
    await userEvent.click(screen.getByRole('button', { name: 'Yükle' }));
    expect(await screen.findByText('Galatasaray - Fenerbahçe')).toBeTruthy();
    const [first, second] = slipStore.get().selections;
    expect(first).toMatchObject({
      odds: 1.9,
      active: true,
      outcomeName: 'Galatasaray',
      marketName: 'Maç Sonucu',
    });
    expect(second).toMatchObject({ eventId: 'sr:match:2000', active: false });
    expect(screen.getByText('Askıda')).toBeTruthy();
  });

  it('an unknown code shows the server message', async () => {
    mockApi({
      'GET sportsbook/coupons/AAAAAA': {
        status: 404,
        code: 'COUPON_NOT_FOUND',
        message: 'Bu koda ait kupon bulunamadı.',
      },
    });
    renderRoute(<BetSlip />);
    await userEvent.click(await screen.findByRole('button', { name: 'Kupon yükle' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Kupon kodu' }), 'AAAAAA');
    await userEvent.click(screen.getByRole('button', { name: 'Yükle' }));
    expect(await screen.findByText('Bu koda ait kupon bulunamadı.')).toBeTruthy();
  });
});
