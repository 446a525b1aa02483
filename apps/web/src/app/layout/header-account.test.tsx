import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { bodiesFor, mockApi } from '@/test/mock-api';
import { renderWith, setupI18nFor } from '@/test/render';
import { logIn } from '@/test/session';
import { dialogStore } from '@/stores/dialogs';
import { clearSession, patchSession } from '@/stores/session';
import { PAPARA_METHOD } from '@/features/payments/test-utils';
import HeaderAccount from './header-account';

const METHODS = [PAPARA_METHOD];

beforeAll(() => setupI18nFor('payments', 'tr'));
beforeEach(() => logIn({ balance: 1500 }));
afterEach(() => {
  vi.unstubAllGlobals();
  act(() => dialogStore.set({ current: null }));
  clearSession();
});

describe('the logged-in header', () => {
  it("opens the 'Deposit Money' modal from Deposit; a method opens its deposit form", async () => {
    const user = userEvent.setup();
    const fetchMock = mockApi({
      'customer/notification': { data: [] },
      'payment/methods': { data: METHODS },
      'payment/detail': { data: [] },
    });
    renderWith(<HeaderAccount />);
    await user.click(screen.getByRole('button', { name: 'Para Yatır' }));
    expect(dialogStore.get().current).toEqual({ name: 'deposit' });
    const modal = await screen.findByRole('dialog', { name: 'Para Yatır' });
    await user.click(await within(modal).findByRole('button', { name: /Papara/ }));
    expect(dialogStore.get().current).toEqual({ name: 'deposit', id: 2, type: 1, title: 'Papara' });
    expect(await screen.findByRole('dialog', { name: 'Papara' })).toBeTruthy();
    expect(bodiesFor(fetchMock, 'payment/detail')).toEqual([{ id: 2, type: 1 }]);
  });

  it('shows the bonus balance beside the cash, never added to it, and only when there is one', async () => {
    mockApi({ 'customer/notification': { data: [] } });
    renderWith(<HeaderAccount />);
    const balance = screen.getByRole('link', { name: /Bakiye/ });
    expect(balance.textContent).toBe('Bakiye: ₺1.500,00');
    act(() => patchSession({ bonusBalance: 40 }));
    expect(balance.textContent).toBe('Bakiye: ₺1.500,00, Bonus ₺40,00');
    act(() => patchSession({ bonusBalance: 0 }));
    expect(balance.textContent).toBe('Bakiye: ₺1.500,00');
  });
});
