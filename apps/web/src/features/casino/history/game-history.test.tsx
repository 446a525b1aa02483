import type { GameRound } from '@lalebet/shared/casino';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { expectPagesOf45, pagedServer } from '@/test/paged-history';
import { bodiesFor, logIn, mockApi, renderWith, setupI18n } from '../play/test-utils';
import { lastDays, toBounds } from './date-range';
import { GameHistory } from './game-history';

const round = (i: number, patch: Partial<GameRound> = {}): GameRound => ({
  roundId: `r-${i}`,
  gameCode: 'sweet-bonanza',
  gameName: 'Sweet Bonanza',
  providerName: 'Pragmatic Play',
  stake: 10,
  win: 0,
  net: -10,
  currency: 'TRY',
  status: 'closed',
  startedAt: '2026-11-22T11:05:00.000Z',
  updatedAt: '2026-11-22T11:06:00.000Z',
  ...patch,
});

const server = (total: number, first: GameRound[] = []) =>
  pagedServer('casino/gamehistory', total, (i) => round(i), first);

const midnight = (day: string, plus = 0) => {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(y, m - 1, d + plus).toISOString();
};

beforeAll(() => setupI18n('tr'));
afterEach(() => vi.unstubAllGlobals());

describe('game history', () => {
  it('lists rounds with game, provider, round id, lira amounts, coloured net, time and status', async () => {
    logIn();
    const fetchMock = server(3, [
      round(1, { stake: 1250.5, win: 2500, net: 1249.5, roundId: 'hub88-round-7f3a' }),
      round(2, { gameName: 'Gates of Olympus', status: 'open', net: -10 }),
      round(3, { status: 'rolledBack', stake: 5, win: 5, net: 0 }),
    ]);
    renderWith(<GameHistory />);
    expect(screen.getByRole('heading', { level: 1, name: 'Oyun Geçmişi' })).toBeTruthy();
    expect(screen.getByRole('status', { name: 'Oyun geçmişiniz yükleniyor' })).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Oyun turları' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Zaman', 'Oyun', 'Sağlayıcı', 'Tur no', 'Bahis', 'Kazanç', 'Net', 'Durum']);
    const [, first, second, third] = within(table).getAllByRole('row');
    expect(within(first!).getByText('Sweet Bonanza')).toBeTruthy();
    expect(within(first!).getByText('Pragmatic Play')).toBeTruthy();
    expect(within(first!).getByText('hub88-round-7f3a')).toBeTruthy();
    expect(within(first!).getByText('₺1.250,50')).toBeTruthy();
    expect(within(first!).getByText('₺2.500,00')).toBeTruthy();
    expect(within(first!).getByText('+₺1.249,50').className).toMatch(/gain/);
    expect(within(first!).getByText('Tamamlandı')).toBeTruthy();
    expect(first!.textContent).toMatch(/22 Kas 2026/);
    expect(within(second!).getByText('-₺10,00').className).toMatch(/loss/);
    expect(within(second!).getByText('Açık')).toBeTruthy();
    expect(within(third!).getByText('₺0,00').className).not.toMatch(/gain|loss/);
    expect(within(third!).getByText('İade edildi')).toBeTruthy();

    const range = lastDays();
    expect(bodiesFor(fetchMock, 'casino/gamehistory')).toEqual([
      { from: midnight(range.from), to: midnight(range.to, 1), skip: 0, take: 20 },
    ]);
    expect((screen.getByLabelText('Başlangıç tarihi') as HTMLInputElement).value).toBe(range.from);
    expect((screen.getByLabelText('Bitiş tarihi') as HTMLInputElement).value).toBe(range.to);
  });

  it('sends the chosen days as ISO bounds, the last day in full, from the first page', async () => {
    const user = userEvent.setup();
    const fetchMock = server(45);
    renderWith(<GameHistory />);
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Sonraki' }));
    await waitFor(() =>
      expect(bodiesFor(fetchMock, 'casino/gamehistory').at(-1)).toMatchObject({ skip: 20 }),
    );

    await user.clear(screen.getByLabelText('Başlangıç tarihi'));
    await user.type(screen.getByLabelText('Başlangıç tarihi'), '2026-11-01');
    await user.clear(screen.getByLabelText('Bitiş tarihi'));
    await user.type(screen.getByLabelText('Bitiş tarihi'), '2026-11-30');
    await user.click(screen.getByRole('button', { name: 'Filtrele' }));
    await waitFor(() =>
      expect(bodiesFor(fetchMock, 'casino/gamehistory').at(-1)).toEqual({
        from: midnight('2026-11-01'),
        to: midnight('2026-12-01'),
        skip: 0,
        take: 20,
      }),
    );

    await user.click(screen.getByRole('button', { name: 'Son 7 gün' }));
    await waitFor(() =>
      expect(bodiesFor(fetchMock, 'casino/gamehistory').at(-1)).toEqual({
        ...toBounds(lastDays()),
        skip: 0,
        take: 20,
      }),
    );
  });

  it('does not send a range that ends before it starts', async () => {
    const user = userEvent.setup();
    const fetchMock = server(0);
    renderWith(<GameHistory />);
    await screen.findByText('Bu tarihler arasında oynanmış oyun turu yok.');
    await user.clear(screen.getByLabelText('Başlangıç tarihi'));
    await user.type(screen.getByLabelText('Başlangıç tarihi'), '2026-11-30');
    await user.clear(screen.getByLabelText('Bitiş tarihi'));
    await user.type(screen.getByLabelText('Bitiş tarihi'), '2026-11-01');
    expect(screen.getByRole('alert').textContent).toBe('Bitiş tarihi başlangıç tarihinden önce olamaz.');
    expect((screen.getByRole('button', { name: 'Filtrele' }) as HTMLButtonElement).disabled).toBe(true);
    expect(bodiesFor(fetchMock, 'casino/gamehistory')).toHaveLength(1);
  });

  it('pages through 20 at a time with previous / next and x–y of total', async () => {
    const user = userEvent.setup();
    server(45);
    renderWith(<GameHistory />);
    await expectPagesOf45(user, 'Oyun geçmişi sayfaları');
  });

  it('shows the server message and a retry when the list fails', async () => {
    mockApi({ 'casino/gamehistory': { status: 500, success: false, message: 'Sunucu hatası.' } });
    renderWith(<GameHistory />);
    expect((await screen.findByRole('alert')).textContent).toContain('Sunucu hatası.');
    expect(screen.getByRole('button', { name: 'Tekrar dene' })).toBeTruthy();
  });
});
