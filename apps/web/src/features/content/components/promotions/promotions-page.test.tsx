import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { closeDialogs } from '@/stores/dialogs';
import { mockApi, renderRoute, stubMatchMedia } from '../test-utils';
import { PromotionsPage } from './promotions-page';
import { PROMOTIONS, setupPromotionsI18n } from './test-promotions';

beforeAll(() => setupPromotionsI18n('tr'));
beforeEach(() => stubMatchMedia());
afterEach(() => {
  vi.unstubAllGlobals();
  closeDialogs();
});

const titles = () => screen.getAllByRole('article').map((a) => within(a).getByRole('heading').textContent);

describe('PromotionsPage', () => {
  it('shows a card per promotion from the API, in order, with its teaser, end date and Details', async () => {
    mockApi({ 'cms/promotionlist': { data: PROMOTIONS } });
    renderRoute(<PromotionsPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Promosyonlar' })).toBeTruthy();
    expect(screen.getByRole('status', { name: 'Promosyonlar yükleniyor' })).toBeTruthy();

    const welcome = await screen.findByRole('article', { name: '%100 Hoş Geldin Bonusu' });
    expect(titles()).toEqual([
      '%100 Hoş Geldin Bonusu',
      'Hafta Sonu %150 Bonus',
      'Slot Turnuvası',
      'Kombine Bonusu',
    ]);
    expect(within(welcome).getByText("İlk yatırımına %100 bonus, 5.000 ₺'ye kadar.")).toBeTruthy();
    expect(within(welcome).getByText('Casino')).toBeTruthy();
    const image = welcome.querySelector('img')!;
    expect(image.getAttribute('src')).toBe('/media/promotions/welcome-tr-card.svg');
    expect([
      image.getAttribute('loading'),
      image.getAttribute('width'),
      image.getAttribute('height'),
    ]).toEqual(['lazy', '640', '360']);
    expect(within(welcome).getByRole('button', { name: 'Detaylar: %100 Hoş Geldin Bonusu' })).toBeTruthy();

    const tournament = screen.getByRole('article', { name: 'Slot Turnuvası' });
    expect(within(tournament).getByText('Son gün: 31 Aralık 2026').getAttribute('datetime')).toBe(
      '2026-12-31T12:00:00.000Z',
    );
    expect(within(welcome).queryByText(/Son gün/)).toBeNull();
  });

  it('filters by category with radio chips; general promotions belong to every category', async () => {
    const user = userEvent.setup();
    mockApi({ 'cms/promotionlist': { data: PROMOTIONS } });
    renderRoute(<PromotionsPage />);
    await screen.findAllByRole('article');
    const group = screen.getByRole('group', { name: 'Promosyon türü' });
    const chips = within(group).getAllByRole('radio');
    expect(chips.map((c) => c.parentElement?.textContent)).toEqual(['Tümü', 'Casino', 'Spor']);
    expect((chips[0] as HTMLInputElement).checked).toBe(true);

    await user.click(within(group).getByRole('radio', { name: 'Spor' }));
    expect(titles()).toEqual(['Hafta Sonu %150 Bonus', 'Kombine Bonusu']);
    await user.click(within(group).getByRole('radio', { name: 'Casino' }));
    expect(titles()).toEqual(['%100 Hoş Geldin Bonusu', 'Hafta Sonu %150 Bonus', 'Slot Turnuvası']);
    await user.click(within(group).getByRole('radio', { name: 'Tümü' }));
    expect(titles()).toHaveLength(4);
  });

  it('offers the way back when a category has nothing', async () => {
    const user = userEvent.setup();
    mockApi({ 'cms/promotionlist': { data: [PROMOTIONS[0]] } });
    renderRoute(<PromotionsPage />);
    await screen.findByRole('article');
    await user.click(screen.getByRole('radio', { name: 'Spor' }));
    expect(screen.getByText('Bu kategoride şu anda promosyon yok.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Tüm promosyonları göster' }));
    expect(titles()).toEqual(['%100 Hoş Geldin Bonusu']);
  });

  it('says so when there are no promotions at all', async () => {
    mockApi({ 'cms/promotionlist': { data: [] } });
    renderRoute(<PromotionsPage />);
    expect(await screen.findByText('Şu anda aktif promosyon yok')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Tüm promosyonları göster' })).toBeNull();
  });

  it('shows an error with Try again, which loads the list again', async () => {
    const user = userEvent.setup();
    let fail = true;
    mockApi({ 'cms/promotionlist': () => (fail ? { status: 500, data: null } : { data: PROMOTIONS }) });
    renderRoute(<PromotionsPage />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Promosyonlar yüklenemedi.');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Tekrar dene' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(4));
  });
});
