import type { SportsBet } from '@lalebet/shared/sportsbook';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sharedKeys } from '@/lib/query-keys';
import { installManualClock } from '@/test/fake-clock';
import { setupI18nFor } from '@/test/render';
import {
  bet,
  bodiesFor,
  logIn,
  mockApi,
  renderRoute,
  resetSportsbook,
  testClient,
} from '../betslip-test-utils';
import { betKeys } from '../api/bet-keys';
import { BetCard } from '../bets/bet-card';

const hub = vi.hoisted(() => ({
  watched: [] as string[][],
  onChange: null as (() => void) | null,
}));
vi.mock('./watch-events', () => ({
  watchEvents: (ids: string[], onChange: () => void) => {
    hub.watched.push(ids);
    hub.onChange = onChange;
    return () => (hub.onChange = null);
  },
}));
const toasts = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('@/components/ui/toast', () => ({ toast: toasts }));

const BET = 'B-1001';
const QUOTE_PATH = `sportsbook/bets/${BET}/cashout/quote`;
const CASHOUT_PATH = `sportsbook/bets/${BET}/cashout`;
const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const quote = (n: number, amount: number) => ({
  quoteId: uuid(n),
  amount,
  expiresAt: new Date(Date.now() + 5_000).toISOString(),
});

/** Quotes 15,20 then 16,40, 17,60...; `cashout` answers the accept. */
function server(cashout: Parameters<typeof mockApi>[0][string] = { data: null }) {
  let n = 0;
  return mockApi({
    [`POST ${QUOTE_PATH}`]: () => ({ data: quote(++n, 15.2 + (n - 1) * 1.2) }),
    [`POST ${CASHOUT_PATH}`]: cashout,
    [`GET sportsbook/bets/${BET}/cashout/auto`]: { data: { threshold: null } },
    [`PUT sportsbook/bets/${BET}/cashout/auto`]: (b) => ({ data: { threshold: b.threshold } }),
  });
}

async function openDialog(lng: 'tr' | 'en' = 'tr', patch: Partial<SportsBet> = {}) {
  await setupI18nFor('betslip', lng);
  await setupI18nFor('sportsbook', lng);
  // The card loads its button lazily: loaded here, on the real clock, as the texts are.
  await import('./cashout-button');
  // Then a clock that moves only when told: real time on a loaded machine must not age the quotes.
  installManualClock();
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTimeAsync });
  const client = testClient();
  renderRoute(
    <ul>
      <BetCard bet={bet({ stake: 10, ...patch })} />
    </ul>,
    { client },
  );
  return { user, client };
}

beforeEach(() => {
  resetSportsbook();
  logIn();
  hub.watched.length = 0;
  hub.onChange = null;
  toasts.success.mockReset();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const dialog = () => screen.findByRole('dialog', { name: 'Kupon bozdur' });
const tick = (ms: number) => act(async () => void (await vi.advanceTimersByTimeAsync(ms)));

describe('Cash-out', () => {
  it('shows the quote with its countdown and asks again when it expires', async () => {
    const fetchMock = server();
    const { user } = await openDialog();
    await user.click(await screen.findByRole('button', { name: 'Bozdur: Tekli, ₺10,00 bahis' }));
    const d = within(await dialog());
    expect(d.getByText('₺15,20')).toBeTruthy();
    expect(d.getByRole('timer').textContent).toBe('Teklif 5 saniye geçerli');
    await tick(2_000);
    expect(d.getByRole('timer').textContent).toBe('Teklif 3 saniye geçerli');
    expect(bodiesFor(fetchMock, QUOTE_PATH)).toHaveLength(1);
    await tick(3_100);
    expect(await d.findByText('₺16,40')).toBeTruthy();
    expect(bodiesFor(fetchMock, QUOTE_PATH)).toHaveLength(2);
    expect(d.getByRole('timer').textContent).toBe('Teklif 5 saniye geçerli');
  });

  it("re-quotes on a price change of the bet's event, at most once a second", async () => {
    const fetchMock = server();
    const { user } = await openDialog();
    await user.click(await screen.findByRole('button', { name: /^Bozdur:/ }));
    const d = within(await dialog());
    expect(hub.watched).toEqual([['sr:match:1000']]);
    act(() => {
      hub.onChange!();
      hub.onChange!();
      hub.onChange!();
    });
    await tick(1_100);
    expect(await d.findByText('₺16,40')).toBeTruthy();
    await tick(1_500);
    expect(bodiesFor(fetchMock, QUOTE_PATH)).toHaveLength(2);
    act(() => hub.onChange!());
    expect(await d.findByText('₺17,60')).toBeTruthy();
    expect(bodiesFor(fetchMock, QUOTE_PATH)).toHaveLength(3);
  });

  it('cashes out part of the bet within the quote, refreshes balance and bets, shows the stake left', async () => {
    const fetchMock = server((b) => ({
      data: { betId: BET, amount: b.amount, full: false, remainingStake: 6.71 },
    }));
    const { user, client } = await openDialog();
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    await user.click(await screen.findByRole('button', { name: /^Bozdur:/ }));
    const d = within(await dialog());
    await user.click(d.getByRole('radio', { name: 'Bir kısmını bozdur' }));
    const amount = d.getByLabelText('Bozdurulacak tutar');
    await user.type(amount, '20');
    await user.click(d.getByRole('button', { name: '₺20,00 bozdur' }));
    expect((await d.findByRole('alert')).textContent).toBe('En fazla ₺15,20 olmalıdır.');
    expect(bodiesFor(fetchMock, CASHOUT_PATH)).toEqual([]);

    await user.clear(amount);
    await user.type(amount, '5');
    expect(d.getByText('Açık kalacak bahis yaklaşık ₺6,71')).toBeTruthy();
    await user.click(d.getByRole('button', { name: '₺5,00 bozdur' }));
    await vi.waitFor(() => expect(toasts.success).toHaveBeenCalled());
    expect(bodiesFor(fetchMock, CASHOUT_PATH)).toEqual([{ quoteId: uuid(1), amount: 5 }]);
    expect(toasts.success).toHaveBeenCalledWith('₺5,00 bakiyenize eklendi. Açık kalan bahis: ₺6,71.');
    expect(invalidate).toHaveBeenCalledWith({ queryKey: betKeys.all });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: sharedKeys.balance });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows a changed price and asks again, then cashes out at the new quote', async () => {
    let tries = 0;
    const fetchMock = server(() =>
      ++tries === 1
        ? {
            status: 409,
            code: 'CASHOUT_PRICE_CHANGED',
            message: 'The value changed.',
            data: { quote: { ...quote(9, 14.1) } },
          }
        : { data: { betId: BET, amount: 14.1, full: true, remainingStake: 0 } },
    );
    const { user } = await openDialog();
    await user.click(await screen.findByRole('button', { name: /^Bozdur:/ }));
    const d = within(await dialog());
    await user.click(d.getByRole('button', { name: '₺15,20 bozdur' }));
    expect((await d.findByRole('alert')).textContent).toBe(
      'Değer değişti: yeni tutar ₺14,10. Bu tutarla bozdurmak için yeniden onaylayın.',
    );
    expect(d.getByText('₺14,10')).toBeTruthy();
    await user.click(d.getByRole('button', { name: '₺14,10 bozdur' }));
    await vi.waitFor(() =>
      expect(toasts.success).toHaveBeenCalledWith('Kupon bozduruldu: ₺14,10 bakiyenize eklendi.'),
    );
    expect(bodiesFor(fetchMock, CASHOUT_PATH)).toEqual([{ quoteId: uuid(1) }, { quoteId: uuid(9) }]);
  });

  it('asks for a new quote when the accepted one had expired', async () => {
    const fetchMock = server({ status: 409, code: 'CASHOUT_QUOTE_EXPIRED', message: 'Expired.' });
    const { user } = await openDialog();
    await user.click(await screen.findByRole('button', { name: /^Bozdur:/ }));
    const d = within(await dialog());
    await tick(1_000);
    await user.click(d.getByRole('button', { name: '₺15,20 bozdur' }));
    expect(await d.findByText('Teklifin süresi doldu; yeni teklif alındı.')).toBeTruthy();
    expect(await d.findByText('₺16,40')).toBeTruthy();
    expect(bodiesFor(fetchMock, QUOTE_PATH)).toHaveLength(2);
  });

  it('disables the button with the reason when cash-out is unavailable (en)', async () => {
    const fetchMock = mockApi({
      [`POST ${QUOTE_PATH}`]: {
        status: 409,
        code: 'CASHOUT_UNAVAILABLE',
        message: 'x',
        data: { reason: 'market_suspended' },
      },
    });
    const { user } = await openDialog('en');
    const button = await screen.findByRole('button', { name: 'Cash out: Single, ₺10,00 stake' });
    await user.click(button);
    const reason = await screen.findByText('Cash-out is paused: a market of this bet is suspended.');
    expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(button.getAttribute('aria-describedby')).toBe(reason.id);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(bodiesFor(fetchMock, QUOTE_PATH)).toHaveLength(1);
  });

  it('a live bet waiting for its delay says so without asking', async () => {
    const fetchMock = mockApi({});
    await openDialog('tr', { status: 'pending' });
    const button = (await screen.findByRole('button', { name: /^Bozdur:/ })) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(screen.getByText('Bozdurma, canlı bahis kabul edildikten sonra açılır.')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sets the auto cash-out threshold', async () => {
    const fetchMock = server();
    const { user } = await openDialog();
    await user.click(await screen.findByRole('button', { name: /^Bozdur:/ }));
    const d = within(await dialog());
    const form = d.getByRole('form', { name: 'Otomatik bozdur' });
    expect(await within(form).findByText('Otomatik bozdurma kapalı.')).toBeTruthy();
    await user.type(within(form).getByLabelText('Değer şu tutara ulaşınca bozdur'), '30');
    await user.click(within(form).getByRole('button', { name: 'Kaydet' }));
    expect(await within(form).findByText('Otomatik bozdur: değer ₺30,00 tutarına ulaşınca.')).toBeTruthy();
    expect(bodiesFor(fetchMock, `sportsbook/bets/${BET}/cashout/auto`).at(-1)).toEqual({ threshold: 30 });
  });
});
