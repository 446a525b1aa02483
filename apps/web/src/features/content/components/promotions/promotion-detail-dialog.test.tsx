import type { SessionData } from '@lalebet/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { closeDialogs, dialogStore } from '@/stores/dialogs';
import { sessionStore } from '@/stores/session';
import { mockApi, renderRoute, stubMatchMedia } from '../test-utils';
import { PromotionsPage } from './promotions-page';
import { PROMOTIONS, setupPromotionsI18n } from './test-promotions';

beforeAll(() => setupPromotionsI18n('tr'));
beforeEach(() => {
  stubMatchMedia();
  mockApi({ 'cms/promotionlist': { data: PROMOTIONS } });
});
afterEach(() => {
  vi.unstubAllGlobals();
  closeDialogs();
  sessionStore.set({ session: null });
});

const renderPage = (path = '/promotions') =>
  renderRoute(<PromotionsPage />, { path, routePath: '/promotions' });
const search = (router: ReturnType<typeof renderPage>['router']) => router.state.location.search;

describe('the promotion detail dialog', () => {
  it('opens from a card with the second image, the title and the HTML description, and puts ?promo in the URL', async () => {
    const user = userEvent.setup();
    const { router } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Detaylar: %100 Hoş Geldin Bonusu' }));

    const dialog = await screen.findByRole('dialog', { name: '%100 Hoş Geldin Bonusu' });
    expect(dialog.querySelector('img')?.getAttribute('src')).toBe('/media/promotions/welcome-tr-detail.svg');
    expect(within(dialog).getByRole('heading', { level: 3, name: 'Nasıl katılırım?' })).toBeTruthy();
    expect(within(dialog).getByRole('listitem').textContent).toBe('En az 100 ₺ yatırım yap.');
    expect(within(dialog).getByText('35 kat').tagName).toBe('STRONG');
    expect(search(router)).toBe('?promo=welcome');

    await user.click(within(dialog).getByRole('button', { name: 'Kapat' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(search(router)).toBe(''));
  });

  it('opens the promotion named by ?promo= on load, and has no claim button without a bonus', async () => {
    renderPage('/promotions?promo=slot-tournament');
    const dialog = await screen.findByRole('dialog', { name: 'Slot Turnuvası' });
    expect(within(dialog).getByText('Son gün: 31 Aralık 2026')).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Bonusu Talep Et' })).toBeNull();
  });

  it('drops an unknown ?promo= and shows the list', async () => {
    const { router } = renderPage('/promotions?promo=gone');
    await screen.findAllByRole('article');
    await waitFor(() => expect(search(router)).toBe(''));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('asks a guest to log in first, then to continue to the offer', async () => {
    const user = userEvent.setup();
    const { router } = renderPage('/promotions?promo=welcome');
    const dialog = await screen.findByRole('dialog', { name: '%100 Hoş Geldin Bonusu' });
    expect(within(dialog).getByText('Bonusu talep etmek için giriş yapın.')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Bonusu Talep Et' }));
    expect(dialogStore.get().current).toEqual({
      name: 'login',
      data: { redirectTo: '/dashboard/claim-bonus?bonus=7' },
    });
    expect(router.state.location.pathname).toBe('/promotions');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('takes a logged-in player to the offer on the claim page and closes', async () => {
    const user = userEvent.setup();
    sessionStore.set({ session: { token: 't', username: 'ayse' } as SessionData });
    const { router } = renderPage('/promotions?promo=welcome');
    const dialog = await screen.findByRole('dialog', { name: '%100 Hoş Geldin Bonusu' });
    expect(within(dialog).queryByText('Bonusu talep etmek için giriş yapın.')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Bonusu Talep Et' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/claim-bonus'));
    expect(search(router)).toBe('?bonus=7');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(dialogStore.get().current).toBeNull();
  });
});
