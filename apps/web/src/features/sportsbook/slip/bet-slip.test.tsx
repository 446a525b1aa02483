import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { storage, STORAGE_KEYS } from '@/lib/storage';
import { dialogStore } from '@/stores/dialogs';
import { mockApi, renderRoute, resetSportsbook, selection, setupI18n } from '../betslip-test-utils';
import { BetSlip } from './bet-slip';
import { slip, slipStore } from './slip-store';

beforeAll(() => setupI18n('tr'));
beforeEach(() => {
  resetSportsbook();
  mockApi({});
});

const renderSlip = () => renderRoute(<BetSlip />);
const tab = (name: string) => screen.getByRole('tab', { name });
const stakeBox = () => screen.getByRole('textbox', { name: /tutar/i });
const disabled = (el: HTMLElement) => (el as HTMLButtonElement).disabled;
const possibleWin = () => screen.getByTestId('slip-possible-win').textContent;

describe('the bet slip', () => {
  it('is empty until a price is tapped', async () => {
    renderSlip();
    expect(await screen.findByText(/Kuponunuz boş/)).toBeTruthy();
  });

  it('a single: one selection, stake x odds as the possible win', async () => {
    slip.replace([selection(0, 1.85)]);
    renderSlip();
    await screen.findByText('Galatasaray');
    expect(tab('Tekli').getAttribute('aria-selected')).toBe('true');
    expect(disabled(tab('Kombine'))).toBe(true);
    expect(disabled(tab('Sistem'))).toBe(true);
    await userEvent.type(stakeBox(), '10');
    expect(screen.getByText('Olası Kazanç', { selector: 'dt' })).toBeTruthy();
    expect(possibleWin()).toBe('₺18,50');
  });

  it('a multiple: the product of the odds', async () => {
    slip.replace([selection(0, 2), selection(1, 3)]);
    renderSlip();
    await screen.findByText('Beşiktaş');
    expect(tab('Kombine').getAttribute('aria-selected')).toBe('true');
    expect(disabled(tab('Tekli'))).toBe(true);
    await userEvent.type(stakeBox(), '10');
    expect(screen.getByTestId('slip-total-odds').textContent).toBe('6,00');
    expect(possibleWin()).toBe('₺60,00');
  });

  it('a system 2/3 at odds 2, 3, 4 with 10 per line: 3 lines, 30 staked, 260 at most', async () => {
    slip.replace([selection(0, 2), selection(1, 3), selection(2, 4)]);
    renderSlip();
    await userEvent.click(await screen.findByRole('tab', { name: 'Sistem' }));
    expect((screen.getByRole('radio', { name: 'Sistem 2/3' }) as HTMLInputElement).checked).toBe(true);
    await userEvent.type(screen.getByRole('textbox', { name: 'Kombinasyon başına tutar' }), '10');
    expect(screen.getByTestId('system-lines-2').textContent).toBe('3 kombinasyon × ₺10,00');
    expect(screen.getByTestId('slip-lines').textContent).toBe('3');
    expect(screen.getByTestId('slip-total-stake').textContent).toBe('₺30,00');
    expect(possibleWin()).toBe('₺260,00');
  });

  it('the System tab lists k/n and the named systems for the selections, each with lines and stake per line', async () => {
    slip.replace([selection(0, 2), selection(1, 3), selection(2, 4)]);
    renderSlip();
    await userEvent.click(await screen.findByRole('tab', { name: 'Sistem' }));
    const byIds = (el: HTMLElement, attr: string) =>
      el
        .getAttribute(attr)!
        .split(' ')
        .map((id) => document.getElementById(id)!.textContent)
        .join(' ');
    const names = () => screen.getAllByRole('radio').map((r) => byIds(r, 'aria-labelledby'));
    expect(names()).toEqual(['Sistem 2/3', 'Trixie', 'Patent']);
    const described = (name: string) => byIds(screen.getByRole('radio', { name }), 'aria-describedby');
    expect(described('Trixie')).toBe('4 kombinasyon × ₺0,00 3 ikili + 1 üçlü');
    expect(described('Patent')).toBe('7 kombinasyon × ₺0,00 3 tekli + 3 ikili + 1 üçlü');

    // a fourth selection: 2/4, 3/4, Yankee and Lucky 15
    act(() => slip.toggle(selection(3, 1.5)));
    expect(await screen.findByRole('radio', { name: 'Yankee' })).toBeTruthy();
    expect(names()).toEqual(['Sistem 2/4', 'Sistem 3/4', 'Yankee', 'Lucky 15']);
    expect(screen.getByTestId('system-lines-1-2-3-4').textContent).toBe('15 kombinasyon × ₺0,00');
  });

  it('a Trixie at 2, 3, 4 with 10 per line: 4 lines, 40 staked, 500 at most; Patent adds the singles', async () => {
    slip.replace([selection(0, 2), selection(1, 3), selection(2, 4)]);
    renderSlip();
    await userEvent.click(await screen.findByRole('tab', { name: 'Sistem' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Kombinasyon başına tutar' }), '10');
    await userEvent.click(screen.getByRole('radio', { name: 'Trixie' }));
    expect((screen.getByRole('radio', { name: 'Trixie' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByTestId('system-lines-2-3').textContent).toBe('4 kombinasyon × ₺10,00');
    expect(screen.getByTestId('slip-lines').textContent).toBe('4');
    expect(screen.getByTestId('slip-total-stake').textContent).toBe('₺40,00');
    expect(screen.getByTestId('slip-total-odds').textContent).toBe('50,00');
    expect(possibleWin()).toBe('₺500,00');
    await userEvent.click(screen.getByRole('radio', { name: 'Patent' }));
    expect(screen.getByTestId('slip-lines').textContent).toBe('7');
    expect(screen.getByTestId('slip-total-stake').textContent).toBe('₺70,00');
    expect(possibleWin()).toBe('₺590,00');
    // removing a selection: the Patent no longer fits, the slip falls back to the largest k/n
    await userEvent.click(screen.getByRole('button', { name: 'Galatasaray seçimini kaldır' }));
    expect(screen.queryByRole('radio', { name: 'Patent' })).toBeNull();
  });

  it('the stake field takes Turkish decimals and the quick amounts add up', async () => {
    slip.replace([selection(0, 2)]);
    renderSlip();
    await screen.findByText('Galatasaray');
    await userEvent.type(stakeBox(), '1250,5');
    expect((stakeBox() as HTMLInputElement).value).toBe('1.250,5');
    expect(screen.getByTestId('slip-total-stake').textContent).toBe('₺1.250,50');
    await userEvent.clear(stakeBox());
    await userEvent.click(screen.getByRole('button', { name: 'Tutara ₺10 ekle' }));
    await userEvent.click(screen.getByRole('button', { name: 'Tutara ₺50 ekle' }));
    expect((stakeBox() as HTMLInputElement).value).toBe('60');
    expect(possibleWin()).toBe('₺120,00');
  });

  it('marks a suspended selection and removes one by its named button', async () => {
    slip.replace([selection(0, 2, { active: false }), selection(1, 3)]);
    renderSlip();
    expect(await screen.findByText('Askıda')).toBeTruthy();
    expect(disabled(screen.getByRole('button', { name: 'Bahis Yap' }))).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Galatasaray seçimini kaldır' }));
    expect(slipStore.get().selections).toHaveLength(1);
    expect(screen.queryByText('Askıda')).toBeNull();
  });

  it('shows which way a price moved', async () => {
    slip.replace([selection(0, 2)]);
    renderSlip();
    await screen.findByText('Galatasaray');
    slip.update([{ ...selection(0, 2.4), active: true }]);
    const mark = await screen.findByText('Oran yükseldi:', { exact: false });
    expect(mark.parentElement!.textContent).toBe('Oran yükseldi: 2,40');
    slip.update([{ ...selection(0, 2.2), active: true }]);
    expect((await screen.findByText('Oran düştü:', { exact: false })).parentElement!.textContent).toBe(
      'Oran düştü: 2,20',
    );
  });

  it('a guest placing is asked to log in, and the slip survives', async () => {
    slip.replace([selection(0, 2)]);
    renderSlip();
    await userEvent.type(await screen.findByRole('textbox', { name: /tutar/i }), '10');
    await userEvent.click(screen.getByRole('button', { name: 'Bahis Yap' }));
    expect(dialogStore.get().current?.name).toBe('login');
    expect(storage.getJson<unknown[]>(STORAGE_KEYS.betSlip)).toHaveLength(1);
    expect(slipStore.get().selections[0]?.eventId).toBe('sr:match:1000');
  });
});
