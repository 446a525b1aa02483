import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { onBetPush } from '../bets/on-bet-push';
import {
  bet,
  bodiesFor,
  mockApi,
  renderRoute,
  selection,
  setUpSlipTests,
  serveLiveBet,
} from '../betslip-test-utils';
import { BetSlip } from './bet-slip';
import { slip, slipStore } from './slip-store';

setUpSlipTests({ loggedIn: true });
afterEach(() => vi.unstubAllGlobals());

const placeButton = () => screen.getByRole('button', { name: 'Bahis Yap' });

async function fillAndPlace(stake = '10') {
  await userEvent.type(await screen.findByRole('textbox', { name: /tutar/i }), stake);
  await userEvent.click(placeButton());
}

describe('placing the slip', () => {
  it('sends the selections, kind, stake and policy with a request id; clears the slip after success', async () => {
    const fetchMock = mockApi({ 'POST sportsbook/bets': { data: bet({ id: 'B-7' }) } });
    slip.replace([selection(0, 1.85)]);
    renderRoute(<BetSlip />);
    await fillAndPlace();
    expect(await screen.findByText('Bahsiniz alındı')).toBeTruthy();
    expect(screen.getByText('B-7')).toBeTruthy();
    const [body] = bodiesFor(fetchMock, 'sportsbook/bets');
    expect(body).toMatchObject({
      kind: 'single',
      stake: 10,
      oddsChange: 'higher',
      selections: [{ eventId: 'sr:match:1000', marketId: 1, specifiers: '', outcomeId: '1', odds: 1.85 }],
    });
    expect(body.requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(slipStore.get().selections).toEqual([]);
  });

  it('keeps the selections after success when asked to', async () => {
    mockApi({ 'POST sportsbook/bets': { data: bet() } });
    slip.replace([selection(0, 1.85)]);
    renderRoute(<BetSlip />);
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Bahisten sonra seçimleri koru' }));
    await fillAndPlace();
    await screen.findByText('Bahsiniz alındı');
    expect(slipStore.get().selections).toHaveLength(1);
  });

  it('a system bet sends its sizes, and a named one its name; the stake is per line', async () => {
    const fetchMock = mockApi({ 'POST sportsbook/bets': { data: bet({ kind: 'system' }) } });
    slip.replace([selection(0, 2), selection(1, 3), selection(2, 4)]);
    renderRoute(<BetSlip />);
    await userEvent.click(await screen.findByRole('tab', { name: 'Sistem' }));
    await fillAndPlace();
    await screen.findByText('Bahsiniz alındı');
    expect(bodiesFor(fetchMock, 'sportsbook/bets')[0]).toMatchObject({
      kind: 'system',
      system: { sizes: [2] },
      stake: 10,
    });
    await userEvent.click(screen.getByRole('button', { name: 'Tamam' }));
    slip.replace([selection(0, 2), selection(1, 3), selection(2, 4)]);
    await userEvent.click(await screen.findByRole('tab', { name: 'Sistem' }));
    await userEvent.click(screen.getByRole('radio', { name: 'Trixie' }));
    // the stake stays from the first bet: 10 per line
    await userEvent.click(placeButton());
    await screen.findByText('Bahsiniz alındı');
    expect(bodiesFor(fetchMock, 'sportsbook/bets')[1]).toMatchObject({
      kind: 'system',
      system: { sizes: [2, 3], name: 'Trixie' },
      stake: 10,
    });
  });

  it('ODDS_CHANGED: shows the message, takes the current prices, and one more tap re-places at them', async () => {
    let calls = 0;
    const fetchMock = mockApi({
      'POST sportsbook/bets': () =>
        ++calls === 1
          ? {
              status: 409,
              code: 'ODDS_CHANGED',
              message: 'Oranlar değişti. Yeni oranları kontrol edip bahsinizi tekrar yapın.',
              data: {
                selections: [
                  {
                    eventId: 'sr:match:1000',
                    marketId: 1,
                    specifiers: '',
                    outcomeId: '1',
                    odds: 2.1,
                    active: true,
                  },
                ],
              },
            }
          : { data: bet() },
    });
    slip.replace([selection(0, 1.85)]);
    renderRoute(<BetSlip />);
    await fillAndPlace();
    expect(await screen.findByText(/Oranlar değişti/)).toBeTruthy();
    expect(screen.getByText('Oran yükseldi:', { exact: false }).parentElement!.textContent).toBe(
      'Oran yükseldi: 2,10',
    );
    expect(slipStore.get().selections[0]?.odds).toBe(2.1);
    await userEvent.click(placeButton());
    await screen.findByText('Bahsiniz alındı');
    const [first, second] = bodiesFor(fetchMock, 'sportsbook/bets');
    expect(second.selections[0].odds).toBe(2.1);
    // The refusal placed nothing, so the next tap is a new request.
    expect(second.requestId).not.toBe(first.requestId);
  });

  it('an unknown outcome (a 5xx) keeps the request id, so tapping again cannot place twice', async () => {
    let calls = 0;
    const fetchMock = mockApi({
      'POST sportsbook/bets': () =>
        ++calls === 1 ? { status: 503, code: 'SERVICE_UNAVAILABLE' } : { data: bet() },
    });
    slip.replace([selection(0, 1.85)]);
    renderRoute(<BetSlip />);
    await fillAndPlace();
    await screen.findByRole('alert');
    await userEvent.click(placeButton());
    await screen.findByText('Bahsiniz alındı');
    const [first, second] = bodiesFor(fetchMock, 'sportsbook/bets');
    expect(second.requestId).toBe(first.requestId);
  });

  it('a limit refusal shows the allowed amount and keeps the slip', async () => {
    mockApi({
      'POST sportsbook/bets': {
        status: 422,
        code: 'STAKE_TOO_HIGH',
        message: 'Bahis tutarı en yüksek tutarın üzerinde.',
        data: { allowed: 500 },
      },
    });
    slip.replace([selection(0, 1.85)]);
    renderRoute(<BetSlip />);
    await fillAndPlace('1000');
    expect(await screen.findByText('Bahis tutarı en yüksek tutarın üzerinde.')).toBeTruthy();
    expect(screen.getByText('İzin verilen tutar: ₺500,00')).toBeTruthy();
    expect(slipStore.get().selections).toHaveLength(1);
  });

  it('more than 20 selections: says so, in Turkish, and does not send the slip', async () => {
    const fetchMock = mockApi({ 'POST sportsbook/bets': { data: bet() } });
    slip.replace(
      Array.from({ length: 21 }, (_, i) => selection(i, 1.1, { eventId: `sr:match:${2000 + i}` })),
    );
    renderRoute(<BetSlip />);
    await userEvent.type(await screen.findByRole('textbox', { name: /tutar/i }), '10');
    expect(screen.getByRole('alert').textContent).toBe(
      'Kombine kupon en fazla 20 seçim alabilir; bahis yapmak için 1 seçimi çıkarın.',
    );
    expect((placeButton() as HTMLButtonElement).disabled).toBe(true);
    slip.remove(`sr:match:2020/1//1`);
    expect(await screen.findByRole('button', { name: 'Bahis Yap' })).toHaveProperty('disabled', false);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(bodiesFor(fetchMock, 'sportsbook/bets')).toEqual([]);
  });

  it('TOO_MANY_LEGS from the server shows its message, not a field error', async () => {
    const message = 'Çok fazla seçim: kombine kupon en fazla 20, sistem bahsi en fazla 8 seçim alabilir.';
    mockApi({
      'POST sportsbook/bets': {
        status: 400,
        code: 'TOO_MANY_LEGS',
        message,
        errors: [{ path: 'body.selections', message: 'En fazla 20 seçim olabilir.' }],
      },
    });
    slip.replace([selection(0, 1.85), selection(1, 2)]);
    renderRoute(<BetSlip />);
    await fillAndPlace();
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(slipStore.get().selections).toHaveLength(2);
  });

  it('a live bet shows "Onay bekleniyor" until a Bet push says accepted', async () => {
    const liveBet = serveLiveBet();
    const { client } = renderRoute(<BetSlip />);
    await fillAndPlace();
    expect(await screen.findByText('Onay bekleniyor')).toBeTruthy();
    liveBet.answer('open');
    void onBetPush(client, { id: 'B-LIVE', status: 'open', payout: null, refusal: null });
    expect(await screen.findByText('Kabul edildi')).toBeTruthy();
  });
});
