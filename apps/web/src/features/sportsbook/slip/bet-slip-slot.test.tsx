import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderRoute, resetSportsbook, selection, setupI18n } from '../betslip-test-utils';
import { BetSlipSlot } from './bet-slip-slot';
import { slip } from './slip-store';

beforeAll(() => setupI18n('tr'));
beforeEach(() => {
  resetSportsbook();
  mockApi({});
});
afterEach(() => vi.unstubAllGlobals());

const viewport = (desktop: boolean) =>
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: desktop,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));

describe('the bet slip slot', () => {
  it('desktop: a column beside the events', async () => {
    viewport(true);
    slip.replace([selection(0, 2)]);
    renderRoute(<BetSlipSlot />);
    const column = await screen.findByRole('complementary', { name: 'Kupon' });
    expect(within(column).getByText('Galatasaray')).toBeTruthy();
  });

  it('phone: a floating button counts the selections and opens a bottom sheet that Escape closes', async () => {
    viewport(false);
    slip.replace([selection(0, 2), selection(1, 3), selection(2, 4)]);
    renderRoute(<BetSlipSlot />);
    expect(await screen.findByRole('img', { name: 'Kuponda 3 seçim' })).toBeTruthy();
    expect(screen.queryByText('Galatasaray')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: /Kupon/ }));
    const sheet = screen.getByRole('dialog', { name: 'Kupon' });
    expect(sheet.tagName).toBe('DIALOG'); // a native modal: focus stays inside
    expect(within(sheet).getByText('Trabzonspor', { exact: false })).toBeTruthy();
    expect(within(sheet).getByText('Kuponda 3 seçim')).toBeTruthy();
    fireEvent(sheet, new Event('cancel', { cancelable: true }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('phone: a guest placing from the sheet gets the login dialog; the sheet closes', async () => {
    viewport(false);
    slip.replace([selection(0, 2)]);
    renderRoute(<BetSlipSlot />);
    await userEvent.click(await screen.findByRole('button', { name: /Kupon/ }));
    await userEvent.type(screen.getByRole('textbox', { name: /tutar/i }), '10');
    await userEvent.click(screen.getByRole('button', { name: 'Bahis Yap' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    const { dialogStore } = await import('@/stores/dialogs');
    expect(dialogStore.get().current?.name).toBe('login');
  });
});
