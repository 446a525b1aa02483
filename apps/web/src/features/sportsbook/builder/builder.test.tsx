import type { OddsDelta } from '@lalebet/shared/notifications-hub';
import type { SportsEvent, SportsMarket } from '@lalebet/shared/sportsbook';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dialogStore } from '@/stores/dialogs';
import { installManualClock } from '@/test/fake-clock';
import { setupI18nFor } from '@/test/render';
import { bet, bodiesFor, logIn, mockApi, renderRoute, resetSportsbook } from '../betslip-test-utils';
import { matchResult, sportsEvent } from '../test-utils';
import { BetCard } from '../bets/bet-card';
import { EventPage } from '../pages/event-page';
import { builder } from './builder-store';
import { BUILDER_PRICE_DEBOUNCE_MS } from './use-builder-price';

/** The hub's pushes, handed to whatever the page watches (the event page's `event:<id>`). */
const hub = vi.hoisted(() => ({ onDelta: null as ((d: OddsDelta) => void) | null }));
vi.mock('../live/use-odds-stream', () => ({
  useOddsStream: (topics: string[], onDelta: (d: OddsDelta) => void) => {
    if (topics.includes('event:sr:match:7')) hub.onDelta = onDelta;
  },
}));
const toasts = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('@/components/ui/toast', () => ({ toast: toasts }));

const ID = 'sr:match:7';
const EVENT_PATH = `sportsbook/events/${encodeURIComponent(ID)}`;
const BUILDER_PATH = `${EVENT_PATH}/builder`;
const PRICE_PATH = 'sportsbook/builder/price';
const BETS_PATH = 'sportsbook/bets';

const twoWay = (id: number, name: string, specifiers: string, a: string, b: string): SportsMarket => ({
  ...matchResult([1, 1, 1], { id, name, specifiers, group: 'goals' }),
  outcomes: [
    { id: '12', name: a, odds: 1.8, active: true },
    { id: '13', name: b, odds: 2.0, active: true },
  ],
});
const MARKETS = [
  matchResult([1.85, 3.4, 4.2]),
  twoWay(18, 'Total goals 2.5', 'total=2.5', 'Over 2.5', 'Under 2.5'),
  twoWay(29, 'Both teams to score', '', 'Yes', 'No'),
];
const EVENT: SportsEvent = sportsEvent(ID, 'Galatasaray', 'Fenerbahçe');

type Routes = Parameters<typeof mockApi>[0];
/** The event, its builder markets, and a price of 3,50 for 2 picks, 5,20 for 3 (unless `routes` says). */
const server = (routes: Routes = {}, event = EVENT) =>
  mockApi({
    [EVENT_PATH]: { data: event },
    [BUILDER_PATH]: { data: { eventId: ID, markets: MARKETS } },
    [`POST ${PRICE_PATH}`]: (b) => ({ data: { odds: (b.selections as unknown[]).length === 2 ? 3.5 : 5.2 } }),
    ...routes,
  });

const tick = (ms = BUILDER_PRICE_DEBOUNCE_MS) =>
  act(async () => void (await vi.advanceTimersByTimeAsync(ms)));
const pick = (user: ReturnType<typeof userEvent.setup>, name: RegExp) =>
  user.click(screen.getByRole('button', { name }));

async function openBuilder(lng: 'tr' | 'en' = 'tr') {
  await setupI18nFor('betslip', lng);
  await setupI18nFor('sportsbook', lng);
  // Once the texts have loaded, a clock that moves only when told: real time between two taps
  // on a loaded machine must not count toward the debounce.
  installManualClock();
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTimeAsync });
  renderRoute(<EventPage eventId={ID} />);
  await user.click(
    await screen.findByRole('tab', { name: lng === 'tr' ? 'Bahis Oluşturucu' : 'Bet Builder' }),
  );
  return user;
}

beforeEach(() => {
  resetSportsbook();
  builder.clear();
  toasts.success.mockReset();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const odds = () => screen.getByTestId('builder-odds');

describe('Bet builder', () => {
  it('asks the combined price once the picks settle and again when they change, greying the old one', async () => {
    const fetchMock = server();
    const user = await openBuilder();
    await pick(user, /^Match result 1 1,85/);
    await tick();
    expect(bodiesFor(fetchMock, PRICE_PATH)).toHaveLength(0);
    expect(screen.getByText('En az 2 seçim gerekir.')).toBeTruthy();

    await pick(user, /^Total goals 2.5 Over 2.5/);
    await tick();
    await waitFor(() => expect(odds().textContent).toBe('3,50'));
    expect(bodiesFor(fetchMock, PRICE_PATH)).toEqual([
      {
        eventId: ID,
        selections: [
          { marketId: 1, specifiers: '', outcomeId: '1' },
          { marketId: 18, specifiers: 'total=2.5', outcomeId: '12' },
        ],
      },
    ]);
    expect(odds().getAttribute('aria-busy')).toBe('false');
    // The phone's bar under the header repeats it and jumps to the coupon.
    await user.click(screen.getByRole('button', { name: '2 seçim · Oran 3,50 Kupona git' }));
    expect(document.activeElement?.contains(screen.getByRole('region', { name: 'Bahis Oluşturucu' }))).toBe(
      true,
    );

    // A third pick: the old price stays, greyed, until the new one comes.
    await pick(user, /^Both teams to score Yes/);
    expect(odds().textContent).toBe('3,50');
    expect(odds().getAttribute('aria-busy')).toBe('true');
    await tick();
    await waitFor(() => expect(odds().textContent).toBe('5,20'));
    // Another outcome of a picked line replaces its pick; the picked one again takes it out.
    await pick(user, /^Match result X/);
    await pick(user, /^Both teams to score Yes/);
    await tick();
    await waitFor(() => expect(odds().getAttribute('aria-busy')).toBe('false'));
    const bodies = bodiesFor(fetchMock, PRICE_PATH);
    expect(bodies).toHaveLength(3);
    expect(bodies[2].selections.map((s: { outcomeId: string }) => s.outcomeId)).toEqual(['2', '12']);
    expect(screen.getByRole('button', { name: /^Match result X/ }).getAttribute('aria-pressed')).toBe('true');
    // Down to one pick: no price, and nothing waiting for one.
    await user.click(screen.getByRole('button', { name: 'Over 2.5 seçimini kaldır' }));
    expect(odds().textContent).toBe('-');
    expect(odds().getAttribute('aria-busy')).toBe('false');
  });

  it("marks the conflicting picks with the server's message and will not place them", async () => {
    const message = 'Bu seçimler aynı Bahis Oluşturucu kuponunda birleştirilemez.';
    server({
      [`POST ${PRICE_PATH}`]: {
        status: 409,
        code: 'BUILDER_CONFLICT',
        message,
        data: { conflicts: [[0, 2]] },
      },
    });
    logIn();
    const user = await openBuilder();
    await pick(user, /^Match result 2 4,20/);
    await pick(user, /^Total goals 2.5 Under/);
    await pick(user, /^Both teams to score Yes/);
    await tick();
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    const picks = within(screen.getByRole('list', { name: 'Bahis Oluşturucu seçimleri' })).getAllByRole(
      'listitem',
    );
    expect(picks[0]!.textContent).toContain('Şununla birleştirilemez: Yes');
    expect(picks[1]!.textContent).not.toContain('birleştirilemez');
    expect(picks[2]!.textContent).toContain('Şununla birleştirilemez: 2');
    expect(picks[0]!.getAttribute('aria-describedby')).toBe(screen.getByRole('alert').id);
    await user.click(screen.getByRole('button', { name: /Tutara .*10 ekle/ }));
    expect(screen.getByRole('button', { name: 'Bahis Yap' }).hasAttribute('disabled')).toBe(true);
  });

  it('places kind builder with the combined odds; ODDS_CHANGED shows the new price, one tap accepts it', async () => {
    let placed = 0;
    const fetchMock = server({
      // The refusal brings the combined price now (the price endpoint still says 3,50).
      [`POST ${BETS_PATH}`]: () =>
        ++placed === 1
          ? { status: 409, code: 'ODDS_CHANGED', message: 'Oranlar değişti.', data: { builderOdds: 3.4 } }
          : { data: bet({ id: 'B-77', kind: 'builder', totalOdds: 3.4 }) },
    });
    const user = await openBuilder();
    await pick(user, /^Match result 1 1,85/);
    await pick(user, /^Total goals 2.5 Over 2.5/);
    await tick();
    await waitFor(() => expect(odds().textContent).toBe('3,50'));
    await user.click(screen.getByRole('button', { name: /Tutara .*10 ekle/ }));
    expect(screen.getByTestId('builder-possible-win').textContent).toBe('₺35,00');
    expect(screen.getByText(/Seçimlerden biri iptal olursa kuponun tamamı iptal edilir/)).toBeTruthy();

    // A guest is asked to log in; nothing is sent.
    await user.click(screen.getByRole('button', { name: 'Bahis Yap' }));
    expect(dialogStore.get().current?.name).toBe('login');
    expect(bodiesFor(fetchMock, BETS_PATH)).toHaveLength(0);

    logIn();
    await user.click(screen.getByRole('button', { name: 'Bahis Yap' }));
    const [first] = bodiesFor(fetchMock, BETS_PATH);
    expect(first).toMatchObject({
      kind: 'builder',
      stake: 10,
      oddsChange: 'higher',
      builderOdds: 3.5,
      selections: [
        { eventId: ID, marketId: 1, specifiers: '', outcomeId: '1', odds: 1.85 },
        { eventId: ID, marketId: 18, specifiers: 'total=2.5', outcomeId: '12', odds: 1.8 },
      ],
    });
    expect(typeof first.requestId).toBe('string');

    // The new price is shown and the next tap places at it.
    expect(await screen.findByText('Yeni oran: 3,40. Bu oranla oynamak için dokunun.')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('Oranlar değişti.');
    await user.click(screen.getByRole('button', { name: 'Yeni oranı kabul et ve bahis yap' }));
    expect(await screen.findByRole('heading', { name: 'Bahsiniz alındı' })).toBeTruthy();
    const second = bodiesFor(fetchMock, BETS_PATH)[1];
    expect(second).toMatchObject({ kind: 'builder', builderOdds: 3.4 });
    expect(second.requestId).not.toBe(first.requestId);
    expect(toasts.success).toHaveBeenCalledWith('Bahsiniz alındı.');
  });

  it("follows the hub's prices: the picks' singles, a suspended market and the combined price", async () => {
    let price = 3.5;
    // The event page has the lines too (a delta naming a line it lacks would refetch both).
    const fetchMock = server(
      { [`POST ${PRICE_PATH}`]: () => ({ data: { odds: price } }) },
      { ...EVENT, markets: MARKETS },
    );
    logIn();
    const user = await openBuilder();
    await pick(user, /^Match result 1 1,85/);
    await pick(user, /^Both teams to score Yes 1,80/);
    await tick();
    await waitFor(() => expect(odds().textContent).toBe('3,50'));

    // The home win shortens and the goals line is suspended: the buttons show it at once.
    price = 3.3;
    const outcome = (id: string, o: number) => ({ id, odds: o, active: true });
    act(() =>
      hub.onDelta!({
        eventId: ID,
        status: 'not_started',
        live: null,
        markets: [
          { id: 1, specifiers: '', status: 'active', version: 2, outcomes: [outcome('1', 1.75)] },
          {
            id: 18,
            specifiers: 'total=2.5',
            status: 'suspended',
            version: 2,
            outcomes: [outcome('12', 1.8)],
          },
        ],
      }),
    );
    expect(await screen.findByRole('button', { name: /^Match result 1 1,75$/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: /^Total goals 2.5 Over 2.5 1,80, kilitli$/ })).toBeTruthy();
    // A picked single moved: the combined price is asked again, and placing sends the new single.
    await waitFor(() => expect(odds().textContent).toBe('3,30'));
    expect(bodiesFor(fetchMock, PRICE_PATH)).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: /Tutara .*10 ekle/ }));
    await user.click(screen.getByRole('button', { name: 'Bahis Yap' }));
    await waitFor(() => expect(bodiesFor(fetchMock, BETS_PATH)).toHaveLength(1));
    expect(bodiesFor(fetchMock, BETS_PATH)[0]).toMatchObject({
      builderOdds: 3.3,
      selections: [
        { marketId: 1, outcomeId: '1', odds: 1.75 },
        { marketId: 29, outcomeId: '12', odds: 1.8 },
      ],
    });
  });

  it('has no builder tab when the server answers BUILDER_UNAVAILABLE, nor for a live match', async () => {
    const fetchMock = server({
      [BUILDER_PATH]: { status: 409, code: 'BUILDER_UNAVAILABLE', message: 'Kullanılamıyor.' },
    });
    await setupI18nFor('sportsbook', 'en');
    installManualClock();
    const view = renderRoute(<EventPage eventId={ID} />);
    expect(await screen.findByRole('heading', { level: 1 })).toBeTruthy();
    await tick(0);
    expect(bodiesFor(fetchMock, BUILDER_PATH)).toHaveLength(1);
    expect(screen.queryByRole('tab', { name: 'Bet Builder' })).toBeNull();
    view.unmount();

    const live = server(
      {},
      { ...EVENT, status: 'live', live: { home: 0, away: 0, clock: "5'", periods: [] } },
    );
    renderRoute(<EventPage eventId={ID} />);
    expect(await screen.findByRole('heading', { level: 1 })).toBeTruthy();
    expect(screen.queryByRole('tab', { name: 'Bet Builder' })).toBeNull();
    expect(bodiesFor(live, BUILDER_PATH)).toHaveLength(0);
  });

  it('shows a builder bet in My bets as "Bet Builder" with its legs and the combined odds only', async () => {
    await setupI18nFor('betslip', 'en');
    await setupI18nFor('sportsbook', 'en');
    const legs = bet().legs;
    const user = userEvent.setup();
    renderRoute(
      <ul>
        <BetCard
          bet={bet({
            kind: 'builder',
            totalOdds: 5.2,
            legs: [
              legs[0]!,
              { ...legs[0]!, marketId: 18, outcomeId: '12', outcomeName: 'Over 2.5', odds: 1.8 },
            ],
          })}
        />
        <BetCard bet={bet({ id: 'B-2', kind: 'multiple' })} />
      </ul>,
    );
    expect(screen.getByText('Bet Builder')).toBeTruthy();
    expect(screen.getByText('5.20')).toBeTruthy();
    // Cash-out is offered on the multiple, not on the builder (the server has no price for it).
    expect(await screen.findByRole('button', { name: /^Cash out: Multiple/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Cash out: Bet Builder/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Show selections (2)' }));
    const list = screen.getByRole('list', { name: 'Selections' });
    expect(within(list).getByText('Over 2.5')).toBeTruthy();
    expect(within(list).queryByText('1.80')).toBeNull();
  });
});
