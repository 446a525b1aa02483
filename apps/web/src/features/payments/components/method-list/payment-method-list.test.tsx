import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { dialogStore, openDialog } from '@/stores/dialogs';
import { i18next } from '@/lib/i18n';
import PaymentDialog from '../payment-dialog/payment-dialog';
import { PaymentMethodsPage } from '../methods-page/payment-methods-page';
import { bodiesFor, HAVALE_METHOD, mockApi, PAPARA_METHOD, renderWith, setupI18n } from '../../test-utils';

const METHODS = [HAVALE_METHOD, PAPARA_METHOD];

beforeAll(() => setupI18n('tr'));
afterEach(async () => {
  vi.unstubAllGlobals();
  act(() => dialogStore.set({ current: null }));
  await i18next.changeLanguage('tr');
});

describe('the payment method list', () => {
  it('shows each method with logo, name, limits in lira and processing time', async () => {
    const fetchMock = mockApi({ 'payment/methods': { data: METHODS } });
    renderWith(<PaymentMethodsPage direction={2} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Para Çek' })).toBeTruthy();
    expect(screen.getByRole('status', { name: 'Ödeme yöntemleri yükleniyor' })).toBeTruthy();
    const list = await screen.findByRole('list', { name: 'Ödeme yöntemleri' });
    const cards = within(list).getAllByRole('button');
    expect(cards).toHaveLength(2);
    expect(cards[0]!.textContent).toContain('Havale/EFT');
    expect(cards[0]!.textContent).toContain('₺100,00 – ₺50.000,00');
    expect(cards[0]!.textContent).toContain('5-30 dk');
    expect(cards[0]!.querySelector('img')?.getAttribute('src')).toBe('/media/payments/havale.svg');
    expect(bodiesFor(fetchMock, 'payment/methods')).toEqual([{ type: '2' }]);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('opens the dynamic dialog of the chosen method with id, type and title', async () => {
    const user = userEvent.setup();
    mockApi({ 'payment/methods': { data: METHODS } });
    renderWith(<PaymentMethodsPage direction={2} />);
    await user.click(await screen.findByRole('button', { name: /Papara/ }));
    expect(dialogStore.get().current).toEqual({ name: 'withdraw', id: 2, type: 2, title: 'Papara' });
  });

  it('says so when there is no method, and offers a retry after an error', async () => {
    mockApi({ 'payment/methods': { data: [] } });
    const { unmount } = renderWith(<PaymentMethodsPage direction={1} />);
    expect(await screen.findByText(/Şu anda kullanılabilir bir ödeme yöntemi yok/)).toBeTruthy();
    unmount();

    const user = userEvent.setup();
    let fail = true;
    mockApi({
      'payment/methods': () =>
        fail ? { status: 503, message: 'Ödeme servisi yanıt vermiyor.' } : { data: METHODS },
    });
    renderWith(<PaymentMethodsPage direction={1} />);
    expect((await screen.findByRole('alert')).textContent).toContain('Ödeme servisi yanıt vermiyor.');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Tekrar dene' }));
    expect(await screen.findByRole('list', { name: 'Ödeme yöntemleri' })).toBeTruthy();
  });
});

describe("the 'Deposit Money' modal", () => {
  it('lists the deposit methods; picking one opens its deposit dialog', async () => {
    await i18next.changeLanguage('en');
    const user = userEvent.setup();
    const fetchMock = mockApi({ 'payment/methods': { data: METHODS } });
    openDialog({ name: 'deposit' });
    renderWith(<PaymentDialog dialog={{ name: 'deposit' }} />);
    const dialog = screen.getByRole('dialog', { name: 'Deposit Money' });
    await user.click(await within(dialog).findByRole('button', { name: /Havale\/EFT/ }));
    expect(bodiesFor(fetchMock, 'payment/methods')).toEqual([{ type: '1' }]);
    expect(dialogStore.get().current).toEqual({ name: 'deposit', id: 1, type: 1, title: 'Havale/EFT' });
  });
});
