import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { storage, STORAGE_KEYS } from '@/lib/storage';
import { oddsFormatStore } from '../lib/odds-format-store';
import {
  bet,
  bodiesFor,
  logIn,
  mockApi,
  renderRoute,
  selection,
  setUpSlipTests,
} from '../betslip-test-utils';
import { BetSlip } from './bet-slip';
import { slip } from './slip-store';

setUpSlipTests();

const openSettings = async () =>
  userEvent.click(await screen.findByRole('button', { name: 'Kupon ayarları', expanded: false }));
const radio = (name: string) => screen.getByRole('radio', { name }) as HTMLInputElement;

describe('the slip settings', () => {
  it('a guest: the policy and format stay in local storage; prices follow the format', async () => {
    mockApi({});
    slip.replace([selection(0, 2.5)]);
    renderRoute(<BetSlip />);
    await openSettings();
    expect(screen.getByRole('dialog', { name: 'Kupon ayarları' })).toBeTruthy();
    expect(radio('Yalnızca yükselen oranları kabul et').checked).toBe(true);
    await userEvent.click(radio('Tüm değişiklikleri kabul et'));
    expect(storage.get(STORAGE_KEYS.slipOddsChange)).toBe('any');
    await userEvent.click(radio('Kesirli (1/2)'));
    expect(storage.get(STORAGE_KEYS.oddsFormat)).toBe('fractional');
    // 2.50 is 6/4 on the traditional ladder (lib/odds-format.ts).
    expect(screen.getAllByText('6/4').length).toBeGreaterThan(0);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('a player: the saved settings are read, each change is sent, and placing uses the policy', async () => {
    logIn();
    const fetchMock = mockApi({
      'GET sportsbook/settings': { data: { oddsChange: 'none', oddsFormat: 'american' } },
      'PUT sportsbook/settings': (body) => ({ data: body }),
      'POST sportsbook/bets': { data: bet() },
    });
    slip.replace([selection(0, 2.5)]);
    renderRoute(<BetSlip />);
    await openSettings();
    expect((await screen.findAllByText('+150')).length).toBeGreaterThan(0);
    expect(radio('Hiçbir değişikliği kabul etme').checked).toBe(true);
    expect(oddsFormatStore.get().format).toBe('american');
    await userEvent.click(radio('Yalnızca yükselen oranları kabul et'));
    expect(bodiesFor(fetchMock, 'sportsbook/settings').at(-1)).toEqual({
      oddsChange: 'higher',
      oddsFormat: 'american',
    });
    await userEvent.type(screen.getByRole('textbox', { name: /tutar/i }), '10');
    await userEvent.click(screen.getByRole('button', { name: 'Bahis Yap' }));
    await screen.findByText('Bahsiniz alındı');
    expect(bodiesFor(fetchMock, 'sportsbook/bets')[0]).toMatchObject({ oddsChange: 'higher' });
  });
});
