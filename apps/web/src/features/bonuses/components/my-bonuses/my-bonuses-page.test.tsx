import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { CustomerBonus } from '@lalebet/shared/bonuses';
import { customerBonus, mockApi, renderWith, setupI18n } from '../../test-utils';
import { MyBonusesPage } from './my-bonuses-page';

beforeAll(() => setupI18n('tr'));
afterEach(() => vi.unstubAllGlobals());

const tab = (name: RegExp) => screen.getByRole('tab', { name });

describe('my bonuses', () => {
  it('shows an active bonus with amount, balance left, an accessible wagering bar, time left and rules', async () => {
    mockApi({ 'bonus/mine': { data: [customerBonus(1)] } });
    renderWith(<MyBonusesPage />);
    expect(screen.getByRole('status', { name: 'Bonuslarınız yükleniyor' })).toBeTruthy();
    const card = await screen.findByRole('article', { name: 'Hoş Geldin Bonusu' });
    expect(screen.getByRole('heading', { level: 1, name: 'Bonuslarım' })).toBeTruthy();
    expect(tab(/Aktif/).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel', { name: /Aktif/ })).toBeTruthy();

    expect(within(card).getByText('Aktif')).toBeTruthy();
    expect(within(card).getByText('Bonus tutarı').nextElementSibling?.textContent).toBe('₺500,00');
    expect(within(card).getByText('Kalan bonus bakiyesi').nextElementSibling?.textContent).toBe('₺420,50');

    const bar = within(card).getByRole('progressbar', { name: 'Çevrim' });
    expect(bar.getAttribute('aria-valuemin')).toBe('0');
    expect(bar.getAttribute('aria-valuemax')).toBe('5000');
    expect(bar.getAttribute('aria-valuenow')).toBe('1000');
    expect(bar.getAttribute('aria-valuetext')).toBe('₺5.000,00 çevrimden ₺1.000,00 tamamlandı');
    expect(within(card).getByText('₺5.000,00 çevrimden ₺1.000,00 tamamlandı')).toBeTruthy();

    expect(card.textContent).toMatch(/Bitiş: 3 gün sonra \(\d+ \S+ \d{4}/);
    expect(within(card).getByText('Tüm kurallar')).toBeTruthy();
    expect(within(card).getByText('Bonus tutarının 10 katı çevrim yapılmalıdır.')).toBeTruthy();
  });

  it('shows a free-rounds bonus with its game and the rounds left', async () => {
    const freeRounds = { gameCode: 'sim_slot', gameName: 'Lale Slot', left: 7, total: 10, game: null };
    mockApi({ 'bonus/mine': { data: [customerBonus(1, { kind: 'freeRounds', freeRounds })] } });
    renderWith(<MyBonusesPage />);
    const card = await screen.findByRole('article', { name: 'Hoş Geldin Bonusu' });
    expect(within(card).getByText('Bedava Turlar')).toBeTruthy();
    const rounds = within(card).getByText('Lale Slot oyununda bedava turlar');
    expect(rounds.nextElementSibling?.textContent).toBe('10 turdan 7 tur kaldı');
  });

  it('offers to play the free rounds’ game from the card while rounds are left', async () => {
    const game = {
      gameCode: 'sim_slot',
      name: 'Lale Slot',
      providerName: 'Lale Studio',
      mainProviderId: 7,
      productId: 0,
      system: '',
      launcher: 'hub88' as const,
    };
    const rounds = (id: number, left: number, status: CustomerBonus['status'] = 'active') =>
      customerBonus(id, {
        title: `Turlar ${id}`,
        kind: 'freeRounds',
        status,
        freeRounds: { gameCode: 'sim_slot', gameName: 'Lale Slot', left, total: 10, game },
      });
    mockApi({ 'bonus/mine': { data: [rounds(1, 9), rounds(2, 0)] } });
    const onPlay = vi.fn();
    renderWith(<MyBonusesPage onPlay={onPlay} />);
    const card = await screen.findByRole('article', { name: 'Turlar 1' });
    const play = within(card).getByRole('button', { name: 'Şimdi oyna' });
    expect(play.getAttribute('aria-describedby')).toBe(within(card).getByText(/bedava turlar$/).id);
    // No rounds left: nothing to play.
    const spent = screen.getByRole('article', { name: 'Turlar 2' });
    expect(within(spent).queryByRole('button', { name: 'Şimdi oyna' })).toBeNull();

    await userEvent.click(play);
    expect(onPlay).toHaveBeenCalledExactlyOnceWith(game);
  });

  it('names a free-rounds bonus’s amount as its wins and does not promise no wagering before a win', async () => {
    const freeRounds = { gameCode: 'sim_slot', gameName: 'Lale Slot', left: 10, total: 10, game: null };
    mockApi({
      'bonus/mine': {
        data: [
          customerBonus(1, {
            kind: 'freeRounds',
            freeRounds,
            amount: 0,
            remaining: 0,
            wageringRequired: 0,
            wageringDone: 0,
          }),
        ],
      },
    });
    renderWith(<MyBonusesPage />);
    const card = await screen.findByRole('article', { name: 'Hoş Geldin Bonusu' });
    expect(within(card).getByText('Bedava turlarda kazanılan')).toBeTruthy();
    expect(within(card).queryByText('Bonus tutarı')).toBeNull();
    expect(within(card).queryByText('Bu bonusun çevrim şartı yok.')).toBeNull();
    expect(within(card).getByText('Çevrim şartı, bedava turlardaki kazançlarınıza uygulanır.')).toBeTruthy();
  });

  it('keeps the bar within its bounds and says when no wagering is needed', async () => {
    mockApi({
      'bonus/mine': {
        data: [
          customerBonus(1, { title: 'Fazla çevrim', wageringDone: 7200 }),
          customerBonus(2, { title: 'Çevrimsiz', wageringRequired: 0, wageringDone: 0 }),
        ],
      },
    });
    renderWith(<MyBonusesPage />);
    const over = await screen.findByRole('article', { name: 'Fazla çevrim' });
    expect(within(over).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('5000');
    const none = screen.getByRole('article', { name: 'Çevrimsiz' });
    expect(within(none).queryByRole('progressbar')).toBeNull();
    expect(within(none).getByText('Bu bonusun çevrim şartı yok.')).toBeTruthy();
  });

  it('sorts bonuses into Active, Completed and Expired tabs with counts, by click and by arrow keys', async () => {
    const user = userEvent.setup();
    mockApi({
      'bonus/mine': {
        data: [
          customerBonus(1, { title: 'Bekleyen', status: 'pending', expiresAt: null, grantedAt: null }),
          customerBonus(2, { title: 'Biten', status: 'completed', remaining: 0, wageringDone: 5000 }),
          customerBonus(3, {
            title: 'Süresi geçen',
            status: 'expired',
            remaining: 0,
            expiresAt: '2026-11-01T09:00:00.000Z',
          }),
          customerBonus(4, { title: 'Reddedilen', status: 'rejected', reason: 'Aynı IP adresi.' }),
        ],
      },
    });
    renderWith(<MyBonusesPage />);
    const pending = await screen.findByRole('article', { name: 'Bekleyen' });
    expect(within(pending).getByText('Onay bekliyor')).toBeTruthy();
    expect(pending.textContent).toMatch(/Talep tarihi: 22 Kas 2026/);
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      'Aktif 1',
      'Tamamlanan 1',
      'Sona Eren 2',
    ]);

    await user.click(tab(/Tamamlanan/));
    const done = screen.getByRole('article', { name: 'Biten' });
    expect(within(done).getByText('Tamamlandı')).toBeTruthy();
    expect(within(done).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('5000');
    expect(screen.queryByRole('article', { name: 'Bekleyen' })).toBeNull();

    await user.keyboard('{ArrowRight}');
    expect(tab(/Sona Eren/).getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(tab(/Sona Eren/));
    const expired = screen.getByRole('article', { name: 'Süresi geçen' });
    expect(expired.textContent).toMatch(/Sona erdi: 1 Kas 2026/);
    const rejected = screen.getByRole('article', { name: 'Reddedilen' });
    expect(within(rejected).getByText('Reddedildi')).toBeTruthy();
    expect(within(rejected).getByText('Açıklama: Aynı IP adresi.')).toBeTruthy();

    await user.keyboard('{ArrowRight}');
    expect(tab(/Aktif/).getAttribute('aria-selected')).toBe('true');
  });

  it('has an empty state on every tab, with a way to claim a bonus', async () => {
    const user = userEvent.setup();
    mockApi({ 'bonus/mine': { data: [] } });
    renderWith(<MyBonusesPage />);
    expect(await screen.findByText('Aktif bonusunuz yok.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Bonus talep et' }).getAttribute('href')).toBe(
      '/dashboard/claim-bonus',
    );
    await user.click(tab(/Tamamlanan/));
    expect(screen.getByText('Henüz tamamladığınız bir bonus yok.')).toBeTruthy();
    await user.click(tab(/Sona Eren/));
    expect(screen.getByText('Süresi dolan, iptal edilen ya da reddedilen bonusunuz yok.')).toBeTruthy();
  });

  it('shows the server message and a retry when the list cannot be read', async () => {
    mockApi({
      'bonus/mine': { status: 503, success: false, message: 'Servis geçici olarak kullanılamıyor.' },
    });
    renderWith(<MyBonusesPage />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Servis geçici olarak kullanılamıyor.');
    expect(within(alert).getByRole('button', { name: 'Tekrar dene' })).toBeTruthy();
  });

  it('reads "₺x of ₺y wagered" in English', async () => {
    await setupI18n('en');
    try {
      mockApi({ 'bonus/mine': { data: [customerBonus(1)] } });
      renderWith(<MyBonusesPage />);
      const card = await screen.findByRole('article', { name: 'Hoş Geldin Bonusu' });
      const bar = within(card).getByRole('progressbar', { name: 'Wagering' });
      expect(bar.getAttribute('aria-valuetext')).toBe('₺1.000,00 of ₺5.000,00 wagered');
      expect(card.textContent).toMatch(/Ends in 3 days/);
    } finally {
      await setupI18n('tr');
    }
  });
});
