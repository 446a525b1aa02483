import { screen, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { configureApiClient } from '@/lib/api-client';
import { opens } from '@/lib/feature';
import { fail, mockApi, ok } from '@/test/mock-api';
import { dialogNamed, hidden, loadLocale, render } from '@/test/render';
import { sportsBetsQuery } from './api/list-bets';
import BetsPage from './bets-page';
import { nav } from './routes';
import { bet } from './sportsbook.fixtures';

const success = vi.fn();
vi.mock('sonner', () => ({ toast: { success: (...a: unknown[]) => success(...a), error: vi.fn() } }));

const BETS = 'GET /api/admin/sportsbook/bets';
const VOID = 'POST /api/admin/sportsbook/bets/b-2/void';

const multiple = bet({
  id: 'b-2',
  username: 'keskin9',
  customerId: 9,
  kind: 'multiple',
  stake: '5000000',
  totalOdds: 6.3,
  potentialWin: '31500000',
  risks: ['large_stake', 'sharp'],
  allowedActions: ['void'],
  legs: [
    bet().legs[0]!,
    { ...bet().legs[0]!, eventId: 'sr:match:2', eventName: 'Beşiktaş - Trabzonspor', odds: 3 },
  ],
});

function show(url = '/', voidAnswer: unknown = ok({ status: 'done', requestId: null }, 'Bet voided.')) {
  const api = mockApi({ [BETS]: { items: [bet(), multiple], total: 2 }, [VOID]: voidAnswer });
  return { api, ...render(<BetsPage />, { url }) };
}

async function voidRow(user: ReturnType<typeof show>['user'], reason: string) {
  const row = (await screen.findByRole('link', { name: 'keskin9' })).closest('tr')!;
  await user.click(within(row).getByRole('button', { name: 'Void' }));
  const dialog = await dialogNamed("Void keskin9's bet");
  await user.type(within(dialog).getByLabelText('Reason'), reason);
  await user.click(within(dialog).getByRole('button', { name: 'Void the bet', hidden }));
  return dialog;
}

beforeAll(() => loadLocale('en', ['sportsbook']));
afterEach(() => success.mockReset());
afterAll(() => configureApiClient({ stepUp: async () => false }));

describe('the live bet ticker', () => {
  it('shows player, stake, odds, potential win, legs and risk flags; Void only where allowed', async () => {
    show();
    const link = await screen.findByRole('link', { name: 'ayse7' });
    expect(link.getAttribute('href')).toBe('/customers/7');
    const single = link.closest('tr')!;
    expect(within(single).getByText('2,500.00 ₺')).toBeTruthy();
    expect(within(single).getByText('5,250.00 ₺')).toBeTruthy();
    expect(within(single).getAllByText('2.10').length).toBeGreaterThan(0);
    expect(within(single).getByText('Galatasaray')).toBeTruthy();
    expect(within(single).queryByRole('button', { name: 'Void' })).toBeNull();
    const flagged = screen.getByRole('link', { name: 'keskin9' }).closest('tr')!;
    expect(within(flagged).getByText('Large stake')).toBeTruthy();
    expect(within(flagged).getByText('Sharp player')).toBeTruthy();
    expect(within(flagged).getByText('2 selections')).toBeTruthy();
    expect(within(flagged).getByText('Multiple')).toBeTruthy();
    expect(within(flagged).getByRole('button', { name: 'Void' })).toBeTruthy();
  });

  it('is in the menu only for sportsbook:view', () => {
    expect(nav.map((n) => opens(n, new Set(['sportsbook:view'])))).toEqual([true]);
    expect(nav.map((n) => opens(n, new Set(['customers:view', 'withdrawals:view'])))).toEqual([false]);
  });

  it('asks again every few seconds', () => {
    expect(sportsBetsQuery({}).refetchInterval).toBe(5_000);
  });

  it('keeps sport, live and league in the URL and sends them to the API', async () => {
    const { api, user, router } = show('/?sport=tennis');
    await screen.findByRole('link', { name: 'ayse7' });
    expect(api.callsTo(BETS)[0]!.query.get('sport')).toBe('tennis');
    expect((screen.getByLabelText('Sport') as HTMLSelectElement).value).toBe('tennis');
    await user.selectOptions(screen.getByLabelText('Live / pre-match'), 'Live only');
    await user.type(screen.getByLabelText('League (tournament)'), 'Süper Lig');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    const search = new URLSearchParams(router.state.location.search);
    expect(Object.fromEntries(search)).toMatchObject({
      sport: 'tennis',
      live: 'true',
      tournament: 'Süper Lig',
    });
    await vi.waitFor(() => {
      const q = api.callsTo(BETS).at(-1)!.query;
      expect([q.get('sport'), q.get('live'), q.get('tournament')]).toEqual(['tennis', 'true', 'Süper Lig']);
    });
  });

  it('voids a bet with a reason (a short one is refused before sending) and says it is done', async () => {
    const { api, user } = show();
    const row = (await screen.findByRole('link', { name: 'keskin9' })).closest('tr')!;
    await user.click(within(row).getByRole('button', { name: 'Void' }));
    const dialog = await dialogNamed("Void keskin9's bet");
    expect(within(dialog).getByText(/The stake of 50,000.00 ₺ goes back/)).toBeTruthy();
    await user.type(within(dialog).getByLabelText('Reason'), 'ab');
    await user.click(within(dialog).getByRole('button', { name: 'Void the bet', hidden }));
    expect(await within(dialog).findByText('Must be at least 3 characters.')).toBeTruthy();
    expect(api.callsTo(VOID)).toHaveLength(0);
    await user.type(within(dialog).getByLabelText('Reason'), 'c: wrong line');
    await user.click(within(dialog).getByRole('button', { name: 'Void the bet', hidden }));
    await vi.waitFor(() => expect(success).toHaveBeenCalledWith('Bet voided.'));
    expect(api.callsTo(VOID).map((c) => c.body)).toEqual([
      { reason: 'abc: wrong line', reasonCode: 'other' },
    ]);
    expect(screen.queryByRole('heading', { name: "Void keskin9's bet", hidden })).toBeNull();
  });

  it('says a large void waits for a second person', async () => {
    const { user } = show('/', ok({ status: 'pending', requestId: 12 }, 'server text'));
    await voidRow(user, 'Palpable error');
    await vi.waitFor(() =>
      expect(success).toHaveBeenCalledWith(
        'Sent for approval: the bet is voided once a second person approves it.',
      ),
    );
  });

  it('asks for a fresh step-up when the server wants one, then voids', async () => {
    let stepped = false;
    const stepUp = vi.fn(async () => (stepped = true));
    configureApiClient({ stepUp });
    const { api, user } = show('/', () =>
      stepped
        ? ok({ status: 'done', requestId: null }, 'Bet voided.')
        : fail(403, 'STEP_UP_REQUIRED', 'Code again.'),
    );
    await voidRow(user, 'Palpable error');
    await vi.waitFor(() => expect(success).toHaveBeenCalledWith('Bet voided.'));
    expect(stepUp).toHaveBeenCalledOnce();
    expect(api.callsTo(VOID)).toHaveLength(2);
  });

  it('voids as an obvious error when the trader says so', async () => {
    const { api, user } = show();
    const row = (await screen.findByRole('link', { name: 'keskin9' })).closest('tr')!;
    await user.click(within(row).getByRole('button', { name: 'Void' }));
    const dialog = await dialogNamed("Void keskin9's bet");
    await user.type(within(dialog).getByLabelText('Reason'), 'Price 15.00 instead of 1.50');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Obvious error', hidden }));
    await user.click(within(dialog).getByRole('button', { name: 'Void the bet', hidden }));
    await vi.waitFor(() => expect(api.callsTo(VOID)).toHaveLength(1));
    expect(api.callsTo(VOID)[0]!.body).toEqual({
      reason: 'Price 15.00 instead of 1.50',
      reasonCode: 'obvious_error',
    });
  });

  it('keeps the dialog open with the server refusal', async () => {
    const { user } = show('/', fail(409, 'CONFLICT', 'The bet is already settled.'));
    const dialog = await voidRow(user, 'Palpable error');
    expect(await within(dialog).findByText('The bet is already settled.')).toBeTruthy();
    expect(success).not.toHaveBeenCalled();
  });
});
