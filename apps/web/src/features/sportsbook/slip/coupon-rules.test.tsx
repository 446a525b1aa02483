import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  bet,
  bodiesFor,
  mockApi,
  renderRoute,
  selection,
  setUpSlipTests,
  setupI18n,
} from '../betslip-test-utils';
import { BetCard } from '../bets/bet-card';
import { BetSlip } from './bet-slip';
import { slip } from './slip-store';

setUpSlipTests({ loggedIn: true });

const text = (id: string) => screen.getByTestId(id).textContent;
const placeButton = () => screen.getByRole('button', { name: 'Bahis Yap' }) as HTMLButtonElement;
/** A selection's banker toggle, by its home team (the outcome is the home win). */
const toggle = (home: string) =>
  screen.getByRole('button', { name: new RegExp(`^Banko: ${home} - .*, ${home}$`) }) as HTMLButtonElement;
const radioNames = () =>
  screen
    .getAllByRole('radio')
    .map((r) => document.getElementById(r.getAttribute('aria-labelledby')!)!.textContent);
const four = () => [selection(0, 2), selection(1, 3), selection(2, 4), selection(3, 5)];

async function systemSlip() {
  slip.replace(four());
  renderRoute(<BetSlip />);
  await userEvent.click(await screen.findByRole('tab', { name: 'Sistem' }));
  await userEvent.type(screen.getByRole('textbox', { name: 'Kombinasyon başına tutar' }), '10');
}

describe('bankers (banko) on a system', () => {
  it('a banker moves the system to the others: 3/4 (4 lines) becomes 2/3 + 1 banko (3 lines)', async () => {
    await systemSlip();
    expect(radioNames()).toEqual(['Sistem 2/4', 'Sistem 3/4', 'Yankee', 'Lucky 15']);
    expect(text('slip-lines')).toBe('4');
    expect(text('slip-total-stake')).toBe('₺40,00');
    expect(toggle('Galatasaray').getAttribute('aria-pressed')).toBe('false');

    await userEvent.click(toggle('Galatasaray'));
    expect(toggle('Galatasaray').getAttribute('aria-pressed')).toBe('true');
    expect(radioNames()).toEqual(['Sistem 1/3 + 1 banko', 'Sistem 2/3 + 1 banko']);
    expect((screen.getByRole('radio', { name: 'Sistem 2/3 + 1 banko' }) as HTMLInputElement).checked).toBe(
      true,
    );
    // each line a treble: the banker at 2 with two of 3, 4, 5 -> 2 x (12 + 15 + 20) = 94 per lira
    expect(text('system-lines-2')).toBe('3 kombinasyon × ₺10,00');
    expect(text('slip-lines')).toBe('3');
    expect(text('slip-total-stake')).toBe('₺30,00');
    expect(text('slip-possible-win')).toBe('₺940,00');

    // a second banker leaves two others: 1/2 + 2 banko, and no third banker
    await userEvent.click(toggle('Beşiktaş'));
    expect(radioNames()).toEqual(['Sistem 1/2 + 2 banko']);
    expect(text('slip-lines')).toBe('2');
    expect(text('slip-possible-win')).toBe('₺540,00');
    expect(toggle('Başakşehir').disabled).toBe(true);
    expect(toggle('Samsunspor').disabled).toBe(true);
    expect(toggle('Beşiktaş').disabled).toBe(false);

    await userEvent.click(toggle('Beşiktaş'));
    expect(toggle('Başakşehir').disabled).toBe(false);
    expect(text('slip-lines')).toBe('3');
  });

  it('only a system shows the toggles; removing a selection under two others drops the marks', async () => {
    await systemSlip();
    await userEvent.click(toggle('Galatasaray'));
    await userEvent.click(toggle('Beşiktaş'));
    await userEvent.click(screen.getByRole('tab', { name: 'Kombine' }));
    expect(screen.queryByRole('button', { name: /^Banko/ })).toBeNull();
    expect(text('slip-possible-win')).toBe('₺1.200,00');
    await userEvent.click(screen.getByRole('button', { name: 'Samsunspor seçimini kaldır' }));
    await userEvent.click(screen.getByRole('tab', { name: 'Sistem' }));
    expect(toggle('Galatasaray').getAttribute('aria-pressed')).toBe('false');
    expect(radioNames()).toEqual(['Sistem 2/3', 'Trixie', 'Patent']);
  });
});

describe('placing with bankers and misli', () => {
  it('sends banker on the bankers only and misli; the totals are n times', async () => {
    const fetchMock = mockApi({ 'POST sportsbook/bets': { data: bet({ kind: 'system' }) } });
    await systemSlip();
    await userEvent.click(toggle('Galatasaray'));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Misli' }), '3');
    expect(text('slip-misli')).toBe('× 3');
    expect(text('slip-total-stake')).toBe('₺90,00');
    expect(text('slip-possible-win')).toBe('₺2.820,00');
    await userEvent.click(placeButton());
    await screen.findByText('Bahsiniz alındı');
    const [body] = bodiesFor(fetchMock, 'sportsbook/bets');
    expect(body).toMatchObject({ kind: 'system', system: { sizes: [2] }, stake: 10, misli: 3 });
    const sent = body.selections as Record<string, unknown>[];
    expect(sent.map((s) => s.banker)).toEqual([true, undefined, undefined, undefined]);
  });

  it('a multiple with misli 1 sends neither banker nor misli', async () => {
    const fetchMock = mockApi({ 'POST sportsbook/bets': { data: bet({ kind: 'multiple' }) } });
    slip.replace([selection(0, 2, { banker: true }), selection(1, 3), selection(2, 4)]);
    renderRoute(<BetSlip />);
    await userEvent.type(await screen.findByRole('textbox', { name: 'Bahis tutarı' }), '10');
    await userEvent.click(placeButton());
    await screen.findByText('Bahsiniz alındı');
    const [body] = bodiesFor(fetchMock, 'sportsbook/bets');
    expect(body).not.toHaveProperty('misli');
    expect((body.selections as object[]).some((s) => 'banker' in s)).toBe(false);
  });
});

describe("a misli above the site's cap", () => {
  it('shows the refusal with the highest misli allowed, not as an amount of money', async () => {
    mockApi({
      'POST sportsbook/bets': {
        status: 400,
        code: 'MISLI_TOO_HIGH',
        message: 'Misli, sitenin izin verdiği en yüksek değerin üzerinde.',
        data: { allowed: 50 },
      },
    });
    slip.replace([selection(0, 1.85)]);
    renderRoute(<BetSlip />);
    await userEvent.type(await screen.findByRole('textbox', { name: 'Bahis tutarı' }), '10');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Misli' }), '100');
    expect(text('slip-total-stake')).toBe('₺1.000,00');
    await userEvent.click(placeButton());
    expect(await screen.findByText('Misli, sitenin izin verdiği en yüksek değerin üzerinde.')).toBeTruthy();
    expect(screen.getByText('Bu sitede en yüksek misli: 50')).toBeTruthy();
  });
});

describe("the site's misli cap (GET sportsbook/coupon-rules)", () => {
  it('offers the steps under the cap and the cap, says it, and brings a higher choice down to it', async () => {
    let answer: (reply: { data: { maxMisli: number } }) => void = () => {};
    mockApi({ 'sportsbook/coupon-rules': () => new Promise((resolve) => (answer = resolve)) });
    slip.replace([selection(0, 1.85)]);
    renderRoute(<BetSlip />);
    await userEvent.type(await screen.findByRole('textbox', { name: 'Bahis tutarı' }), '10');
    // Before the answer: the contract's steps; the player picks 100.
    const select = screen.getByRole('combobox', { name: 'Misli' }) as HTMLSelectElement;
    await userEvent.selectOptions(select, '100');
    expect(text('slip-total-stake')).toBe('₺1.000,00');

    await act(async () => answer({ data: { maxMisli: 30 } }));
    await waitFor(() => expect(select.value).toBe('30'));
    expect([...select.options].map((o) => o.value)).toEqual(['1', '2', '3', '4', '5', '10', '20', '30']);
    const description = document.getElementById(select.getAttribute('aria-describedby')!);
    expect(description?.textContent).toBe('Bu sitede en yüksek misli: 30');
    expect(text('slip-total-stake')).toBe('₺300,00');
  });
});

describe('MBS', () => {
  it('a match with MBS 3 on a two-selection slip: the hint, Place disabled; a third selection enables it', async () => {
    slip.replace([selection(0, 2, { mbs: 3 }), selection(1, 3, { mbs: 1 })]);
    renderRoute(<BetSlip />);
    await userEvent.type(await screen.findByRole('textbox', { name: 'Bahis tutarı' }), '10');
    expect(screen.getByRole('status').textContent).toBe(
      'Bu kuponda en az 3 seçim olmalı (MBS 3); 1 seçim daha ekleyin.',
    );
    expect(screen.getByTitle('Minimum bahis sayısı (MBS): 3').textContent).toContain('MBS 3');
    expect(placeButton().disabled).toBe(true);
    act(() => slip.toggle(selection(2, 4, { mbs: 2 })));
    expect(await screen.findByText('Başakşehir')).toBeTruthy();
    expect(screen.queryByText(/en az 3 seçim/)).toBeNull();
    expect(placeButton().disabled).toBe(false);
  });
});

describe('a bet with bankers and misli in My bets', () => {
  const legs = bet().legs;
  const placed = bet({
    kind: 'system',
    system: { size: 2, sizes: [2], lines: 3, name: null },
    misli: 3,
    stake: 90,
    legs: [
      { ...legs[0]!, banker: true },
      { ...legs[0]!, eventId: 'sr:match:1001', outcomeName: 'Beşiktaş' },
      { ...legs[0]!, eventId: 'sr:match:1002', outcomeName: 'Başakşehir' },
      { ...legs[0]!, eventId: 'sr:match:1003', outcomeName: 'Samsunspor' },
    ],
  });

  it('the card says the system over the others with its bankers, the misli, and marks the banker leg', async () => {
    renderRoute(
      <ul>
        <BetCard bet={placed} />
      </ul>,
    );
    expect((await screen.findByText(/Sistem 2\/3/)).textContent).toBe('Sistem 2/3 + 1 banko× 3 misli');
    await userEvent.click(screen.getByRole('button', { name: /Seçimleri göster/ }));
    const marks = screen.getAllByTitle('Banko');
    expect(marks).toHaveLength(1);
    expect(marks[0]!.parentElement!.textContent).toBe('BBanko: Galatasaray');
  });
});

describe('in English', () => {
  it('names the banker toggle, the systems, the misli and the MBS hint', async () => {
    await setupI18n('en');
    slip.replace([...four().slice(0, 3), selection(3, 5, { mbs: 5 })]);
    renderRoute(<BetSlip />);
    await userEvent.click(await screen.findByRole('tab', { name: 'System' }));
    await userEvent.click(
      screen.getByRole('button', { name: 'Banker: Galatasaray - Fenerbahçe, Galatasaray' }),
    );
    expect(radioNames()).toEqual(['System 1/3 + 1 banker', 'System 2/3 + 1 banker']);
    expect(screen.getByRole('combobox', { name: 'Multiplier' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe(
      'This coupon needs at least 5 selections (MBS 5); add 1 more.',
    );
  });
});
