import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { bet, bodiesFor, mockApi, renderRoute, setUpSlipTests } from '../betslip-test-utils';
import { MyBetsPage } from './my-bets-page';
import { onBetPush } from './on-bet-push';

setUpSlipTests({ loggedIn: true });

const OPEN = bet({
  id: 'B-OPEN',
  kind: 'multiple',
  stake: 20,
  totalOdds: 3.7,
  potentialWin: 74,
  legs: [
    bet().legs[0]!,
    {
      ...bet().legs[0]!,
      eventId: 'sr:match:1001',
      eventName: 'Beşiktaş - Trabzonspor',
      marketName: 'Toplam Gol',
      outcomeName: 'Üst 2.5',
      odds: 2,
      result: 'won',
    },
  ],
});
const SETTLED = bet({
  id: 'B-WON',
  kind: 'system',
  system: { size: 2, sizes: [2], lines: 6, name: null },
  status: 'half_won',
  stake: 30,
  payout: 142.5,
  legs: [
    { ...bet().legs[0]!, result: 'half_won', voidReason: 10 },
    { ...bet().legs[0]!, eventId: 'sr:match:1004', result: 'won', earlyPayout: true },
    { ...bet().legs[0]!, eventId: 'sr:match:1002', result: 'void', voidReason: 5 },
    // 0 OTHER tells the player nothing the result does not.
    { ...bet().legs[0]!, eventId: 'sr:match:1003', result: 'half_lost', voidReason: 0 },
  ],
});

function server(open = [OPEN], settled = [SETTLED]) {
  return mockApi({
    'sportsbook/bets': (q) => {
      const items = q.status === 'settled' ? settled : open;
      return { data: { items, total: items.length } };
    },
  });
}

describe('My bets', () => {
  it('lists the open bets, then the settled ones, each with kind, stake, odds, win and state', async () => {
    const fetchMock = server();
    renderRoute(<MyBetsPage />);
    expect(await screen.findByRole('heading', { name: 'Bahislerim' })).toBeTruthy();
    const card = (await screen.findByText('Kombine')).closest('li')!;
    expect(within(card).getByText('Açık')).toBeTruthy();
    expect(within(card).getByText('₺20,00')).toBeTruthy();
    expect(within(card).getByText('3,70')).toBeTruthy();
    expect(within(card).getByText('Olası Kazanç')).toBeTruthy();
    expect(within(card).getByText('₺74,00')).toBeTruthy();
    expect(bodiesFor(fetchMock, 'sportsbook/bets')[0]).toMatchObject({ status: 'open', skip: '0' });

    await userEvent.click(screen.getByRole('tab', { name: 'Sonuçlanan' }));
    const settled = (await screen.findByText('Sistem 2/4')).closest('li')!;
    expect(within(settled).getByText('Yarı kazandı')).toBeTruthy();
    expect(within(settled).getByText('Ödeme')).toBeTruthy();
    expect(within(settled).getByText('₺142,50')).toBeTruthy();
  });

  it('opens a bet to its legs with each result', async () => {
    server([], [SETTLED]);
    renderRoute(<MyBetsPage />);
    expect(await screen.findByText('Açık bahsiniz yok.')).toBeTruthy();
    await userEvent.click(screen.getByRole('tab', { name: 'Sonuçlanan' }));
    const toggle = await screen.findByRole('button', { name: /Seçimleri göster/ });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(toggle);
    const legs = screen.getByRole('list', { name: 'Seçimler' });
    const items = within(legs).getAllByRole('listitem');
    expect(items).toHaveLength(4);
    expect(within(items[0]!).getByText('Galatasaray')).toBeTruthy();
    expect(within(items[0]!).getByText('Maç Sonucu')).toBeTruthy();
    expect(within(items[0]!).getByText('Galatasaray - Fenerbahçe')).toBeTruthy();
    expect(within(items[0]!).getByText('1,85')).toBeTruthy();
    expect(within(items[0]!).getByText('Yarı kazandı')).toBeTruthy();
    expect(within(items[0]!).queryByText('Erken ödeme')).toBeNull();
    expect(within(items[1]!).getByText('Kazandı')).toBeTruthy();
    expect(within(items[1]!).getByText('Erken ödeme')).toBeTruthy();
    expect(within(items[2]!).getByText('İade')).toBeTruthy();
    expect(within(items[3]!).getByText('Yarı kaybetti')).toBeTruthy();
  });

  it('says under a void or half leg why it was void, from the feed’s reason', async () => {
    server([], [SETTLED]);
    renderRoute(<MyBetsPage />);
    await userEvent.click(await screen.findByRole('tab', { name: 'Sonuçlanan' }));
    await userEvent.click(await screen.findByRole('button', { name: /Seçimleri göster/ }));
    const items = within(screen.getByRole('list', { name: 'Seçimler' })).getAllByRole('listitem');
    expect(await within(items[2]!).findByText('Etkinlik iptal edildi')).toBeTruthy();
    expect(within(items[0]!).getByText('Etkinlik yarıda kaldı')).toBeTruthy();
    // The text sits under the leg's names, not in its result column.
    expect(within(items[2]!).getByText('Etkinlik iptal edildi').previousElementSibling?.textContent).toBe(
      'Galatasaray - Fenerbahçe',
    );
    for (const i of [1, 3]) expect(items[i]!.querySelectorAll('p')).toHaveLength(3);
  });

  it('follows the hub: a pending live bet turns open on screen', async () => {
    let status = 'pending';
    mockApi({
      'sportsbook/bets': () => ({ data: { items: [{ ...OPEN, status }], total: 1 } }),
    });
    const { client } = renderRoute(<MyBetsPage />);
    const card = (await screen.findByText('Kombine')).closest('li')!;
    expect(within(card).getByText('Onay bekleniyor')).toBeTruthy();
    status = 'open';
    void onBetPush(client, { id: 'B-OPEN', status: 'open', payout: null, refusal: null });
    expect(await within(card).findByText('Açık')).toBeTruthy();
    expect(within(card).queryByText('Onay bekleniyor')).toBeNull();
  });

  it('a partly cashed-out bet shows what was cashed out and what is still staked; a cashed-out one what it paid in all', async () => {
    const partial = bet({ id: 'B-PART', stake: 20, openStake: 13.69, cashedOut: 5, potentialWin: 25.33 });
    const closed = bet({
      id: 'B-OUT',
      status: 'cashed_out',
      stake: 20,
      openStake: 0,
      cashedOut: 15.86,
      payout: 10.86,
    });
    server([partial], [closed]);
    renderRoute(<MyBetsPage />);
    const card = (await screen.findByText('Tekli')).closest('li')!;
    expect(within(card).getByText('Bozdurulan').nextElementSibling?.textContent).toBe('₺5,00');
    expect(within(card).getByText('Açık kalan tutar').nextElementSibling?.textContent).toBe('₺13,69');
    expect(within(card).getByText('Tutar').nextElementSibling?.textContent).toBe('₺20,00');
    await userEvent.click(screen.getByRole('tab', { name: 'Sonuçlanan' }));
    const out = (await screen.findByText('Bozduruldu')).closest('li')!;
    expect(within(out).getByText('Ödeme').nextElementSibling?.textContent).toBe('₺15,86');
    expect(within(out).queryByText('Açık kalan tutar')).toBeNull();
  });
});
