import { FieldType } from '@lalebet/shared/enums';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@/components/ui/toast';
import { dialogStore, type OpenDialog } from '@/stores/dialogs';
import { tickUntil, installManualClock } from '@/test/fake-clock';
import {
  BANK_FIELDS,
  bodiesFor,
  CARD,
  field,
  IBAN,
  logIn,
  mockApi,
  showPaymentDialog,
  setUpPaymentDialogTests,
  submitWithdraw,
} from '../../test-utils';

vi.mock('@/components/ui/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

let WITHDRAW: OpenDialog;
let DEPOSIT: OpenDialog;

const show = showPaymentDialog;
const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const submit = () => screen.getByRole('button', { name: 'Gönder' }) as HTMLButtonElement;

async function fillBankForm(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByLabelText('Tutar'), '1250,5');
  await user.selectOptions(input('Banka'), 'Akbank');
  await user.type(input('IBAN'), IBAN.slice(2));
  await user.type(input('Hesap sahibi'), 'Ayşe Yılmaz');
  await user.type(input('Şube kodu'), '0042');
  await user.type(input('Şifreniz'), PASSWORD);
}
const PASSWORD = 'Lale-Bahçesi-2024';

beforeEach(() => {
  logIn(1500);
  WITHDRAW = { name: 'withdraw', id: 5, type: 2, title: 'Havale/EFT' };
  DEPOSIT = { name: 'deposit', id: 3, type: 1, title: 'Kredi Kartı' };
});
setUpPaymentDialogTests();

describe('the dynamic payment dialog', () => {
  it('builds the form from payment/detail: labels, masks as placeholders, the lira prefix and a select', async () => {
    const fetchMock = mockApi({ 'payment/detail': { data: BANK_FIELDS } });
    show(WITHDRAW);
    const dialog = screen.getByRole('dialog', { name: 'Havale/EFT' });
    const amount = await within(dialog).findByLabelText('Tutar');
    expect(bodiesFor(fetchMock, 'payment/detail')).toEqual([{ id: 5, type: 2 }]);
    expect(amount.getAttribute('placeholder')).toBe('0,00');
    expect(amount.closest('div')?.textContent).toContain('₺');
    expect(within(dialog).getByText('En az ₺100,00 · En fazla ₺50.000,00')).toBeTruthy();
    expect(input('IBAN').placeholder).toBe('TR00 0000 0000 0000 0000 0000 00');
    expect(input('Şube kodu').placeholder).toBe('0000');
    const bank = screen.getByLabelText('Banka');
    expect(
      within(bank)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Seçiniz', 'Akbank', 'Garanti BBVA']);
    // The withdraw dialog shows what can be taken out.
    expect(within(dialog).getByText('Kullanılabilir bakiye').parentElement?.textContent).toContain(
      '₺1.500,00',
    );
  });

  it('keeps Submit disabled until every field is valid and shows the first error on blur', async () => {
    const user = userEvent.setup();
    mockApi({ 'payment/detail': { data: BANK_FIELDS } });
    show(WITHDRAW);
    await user.type(await screen.findByLabelText('Tutar'), '50');
    await user.tab();
    expect(await screen.findByText('En az ₺100,00 olmalıdır.')).toBeTruthy();
    expect(input('Tutar').getAttribute('aria-invalid')).toBe('true');
    expect(input('Tutar').getAttribute('aria-describedby')).toBeTruthy();
    expect(submit().disabled).toBe(true);

    await user.clear(input('Tutar'));
    await fillBankForm(user);
    await waitFor(() => expect(submit().disabled).toBe(false));
    expect(input('Tutar').value).toBe('1.250,5');
    expect(input('IBAN').value).toBe('TR33 0006 1005 1978 6457 8413 26');

    await user.clear(input('Hesap sahibi'));
    await waitFor(() => expect(submit().disabled).toBe(true));
    expect(screen.getByText('Bu alan zorunludur.')).toBeTruthy();
  });

  it('sends the values typed as docs/product.md says: numbers, a numeric option as a number, text as is', async () => {
    const user = userEvent.setup();
    const fetchMock = mockApi({
      'payment/detail': { data: BANK_FIELDS },
      'payment/withdraw': { message: 'Çekim talebiniz alındı.' },
    });
    show(WITHDRAW);
    await fillBankForm(user);
    expect(await submitWithdraw(user, fetchMock)).toEqual({
      id: 5,
      target: 'pay',
      detail: { Amount: 1250.5, Bank: 46, Iban: IBAN, AccountHolder: 'Ayşe Yılmaz', BranchCode: 42 },
      password: PASSWORD,
    });
  });

  it('asks for the account password under the fields, and shows a wrong one there', async () => {
    const user = userEvent.setup();
    const fetchMock = mockApi({
      'payment/detail': { data: [field('Amount', FieldType.Decimal, { rules: { min: 100, max: 10_000 } })] },
      'payment/withdraw': { status: 400, code: 'INVALID_CREDENTIALS', message: 'Şifre hatalı.' },
    });
    show(WITHDRAW);
    await user.type(await screen.findByLabelText('Tutar'), '500');
    expect(input('Şifreniz').type).toBe('password');
    expect(input('Şifreniz').autocomplete).toBe('current-password');
    // The password is the last control of the form, after the method's fields.
    const controls = screen.getAllByRole('textbox').concat(input('Şifreniz'));
    expect(controls.at(-1)).toBe(input('Şifreniz'));
    await user.click(input('Şifreniz'));
    await user.tab();
    expect(await screen.findByText('Bu alan zorunludur.')).toBeTruthy();
    expect(submit().disabled).toBe(true);
    await user.type(input('Şifreniz'), 'yanlış');
    await waitFor(() => expect(submit().disabled).toBe(false));
    await user.click(submit());
    await waitFor(() => expect(input('Şifreniz').getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('Şifre hatalı.')).toBeTruthy();
    expect(bodiesFor(fetchMock, 'payment/withdraw')).toEqual([
      { id: 5, target: 'pay', detail: { Amount: 500 }, password: 'yanlış' },
    ]);
  });

  it('shows no password field on a deposit', async () => {
    mockApi({ 'payment/detail': { data: [field('Amount', FieldType.Decimal, { rules: { min: 100 } })] } });
    show(DEPOSIT);
    await screen.findByLabelText('Tutar');
    expect(screen.queryByLabelText('Şifreniz')).toBeNull();
  });

  it('pastes an IBAN from the clipboard through the mask', async () => {
    const user = userEvent.setup();
    mockApi({ 'payment/detail': { data: BANK_FIELDS } });
    const readText = vi.fn().mockResolvedValue(' tr33 0006 1005 1978 6457 8413 26\n');
    vi.spyOn(navigator, 'clipboard', 'get').mockReturnValue({ readText } as unknown as Clipboard);
    show(WITHDRAW);
    await user.click(await screen.findByRole('button', { name: 'IBAN panodan yapıştır' }));
    await waitFor(() => expect(input('IBAN').value).toBe('TR33 0006 1005 1978 6457 8413 26'));
    expect(readText).toHaveBeenCalledOnce();
    // Only IBAN and card number fields have the button.
    expect(screen.getAllByRole('button', { name: /panodan yapıştır/ })).toHaveLength(1);
  });

  it('closes a withdrawal 500 ms after success, with the server message as a success toast', async () => {
    // A clock that moves only when told: real time on a loaded machine must not close it early.
    installManualClock();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTimeAsync });
    const fetchMock = mockApi({
      'payment/detail': { data: [field('Amount', FieldType.Decimal, { rules: { min: 50, max: 20_000 } })] },
      'payment/withdraw': { message: 'Çekim talebiniz alındı.' },
      'user/balance': { data: { balance: 1000 } },
    });
    const { client } = show(WITHDRAW);
    client.setQueryData(['user', 'balance', '100234'], 1500);
    await user.type(await screen.findByLabelText('Tutar'), '500');
    await user.type(input('Şifreniz'), PASSWORD);
    await waitFor(() => expect(submit().disabled).toBe(false));
    await user.click(submit());
    // The toast and the close timer come in one step, within the 1 ms step it was seen in.
    await tickUntil(() => expect(toast.success).toHaveBeenCalledWith('Çekim talebiniz alındı.'));
    expect(client.getQueryState(['user', 'balance', '100234'])?.isInvalidated).toBe(true);
    expect(bodiesFor(fetchMock, 'payment/withdraw')).toHaveLength(1);
    expect(submit().disabled).toBe(true);
    act(() => void vi.advanceTimersByTime(498));
    expect(dialogStore.get().current).toBe(WITHDRAW);
    act(() => void vi.advanceTimersByTime(2));
    expect(dialogStore.get().current).toBeNull();
  });

  it('opens the payment page after a deposit and shows the continue view', async () => {
    const user = userEvent.setup();
    const url = 'https://pay.example.test/checkout/abc';
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const fetchMock = mockApi({
      'payment/detail': { data: [field('Amount', FieldType.Decimal, { rules: { min: 100, max: 10_000 } })] },
      'payment/deposit': { message: 'Ödeme sayfasına yönlendiriliyorsunuz.', data: url },
    });
    show(DEPOSIT);
    expect(screen.queryByText('Kullanılabilir bakiye')).toBeNull();
    await user.type(await screen.findByLabelText('Tutar'), '250');
    await waitFor(() => expect(submit().disabled).toBe(false));
    await user.click(submit());
    expect(await screen.findByText('İşleme devam etmek için aşağıdaki butona tıklayın!')).toBeTruthy();
    expect(bodiesFor(fetchMock, 'payment/deposit')).toEqual([
      { id: 3, target: 'pay', detail: { Amount: 250 } },
    ]);
    expect(toast.success).toHaveBeenCalledWith('Ödeme sayfasına yönlendiriliyorsunuz.');
    expect(open).toHaveBeenCalledWith(url, '_blank', 'noopener');
    await user.click(screen.getByRole('button', { name: 'Devam Et' }));
    expect(open).toHaveBeenCalledTimes(2);
    expect(dialogStore.get().current).toBe(DEPOSIT);
  });

  it('shows the server message and field errors when a submit is refused, and stays open', async () => {
    const user = userEvent.setup();
    mockApi({
      'payment/detail': {
        data: [
          field('Amount', FieldType.Decimal, { rules: { min: 100, max: 10_000 } }),
          field('CardNo', FieldType.String, { mask: '0000 0000 0000 0000', rules: { check: 'luhn' } }),
        ],
      },
      // The server's real path of a detail field (modules/payments/detail.ts): body.detail.<Key>.
      'payment/withdraw': {
        status: 400,
        code: 'VALIDATION_FAILED',
        message: 'Bakiyeniz bu tutar için yeterli değil.',
        errors: [{ path: 'body.detail.Amount', message: 'Bakiyeniz bu tutar için yeterli değil.' }],
      },
    });
    show(WITHDRAW);
    await user.type(await screen.findByLabelText('Tutar'), '5000');
    await user.type(input('Kart numarası'), CARD);
    expect(input('Kart numarası').value).toBe('4111 1111 1111 1111');
    await user.type(input('Şifreniz'), PASSWORD);
    await waitFor(() => expect(submit().disabled).toBe(false));
    await user.click(submit());
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Bakiyeniz bu tutar için yeterli değil.'));
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(input('Tutar').getAttribute('aria-invalid')).toBe('true');
    expect(dialogStore.get().current).toBe(WITHDRAW);
  });

  it('asks before a withdrawal forfeits an active bonus, and resends only on yes', async () => {
    const user = userEvent.setup();
    const warning = 'Aktif bir bonusunuz var. Devam etmek için onaylayın.';
    const fetchMock = mockApi({
      'payment/detail': { data: [field('Amount', FieldType.Decimal, { rules: { min: 100, max: 10_000 } })] },
      'payment/withdraw': (body) =>
        body.forfeitBonus === true
          ? { message: 'Çekim talebiniz alındı.' }
          : { status: 409, code: 'BONUS_FORFEIT_REQUIRED', message: warning },
    });
    show(WITHDRAW);
    await user.type(await screen.findByLabelText('Tutar'), '500');
    await user.type(input('Şifreniz'), PASSWORD);
    await waitFor(() => expect(submit().disabled).toBe(false));
    await user.click(submit());
    expect((await screen.findByRole('alert')).textContent).toContain(warning);
    expect(toast.error).not.toHaveBeenCalled();

    // "Keep my bonus" goes back to the form without sending anything.
    await user.click(screen.getByRole('button', { name: 'Vazgeç' }));
    expect(bodiesFor(fetchMock, 'payment/withdraw')).toHaveLength(1);
    await user.click(submit());
    await user.click(await screen.findByRole('button', { name: 'Bonusu iptal et ve çek' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Çekim talebiniz alındı.'));
    const bodies = bodiesFor(fetchMock, 'payment/withdraw');
    expect(bodies).toHaveLength(3);
    expect(bodies[0]).toMatchObject({ password: PASSWORD });
    expect(bodies[2]).toEqual({ ...bodies[0], forfeitBonus: true });
    expect(bodies[1]).not.toHaveProperty('forfeitBonus');
  });

  it("closes 100 ms after an empty detail with 'No data found'", async () => {
    installManualClock();
    mockApi({ 'payment/detail': { data: [] } });
    show(DEPOSIT);
    // The toast and the close timer come in one effect, within the 1 ms step it was seen in.
    await tickUntil(() => expect(toast.error).toHaveBeenCalledWith('Veri bulunamadı'));
    act(() => void vi.advanceTimersByTime(98));
    expect(dialogStore.get().current).toBe(DEPOSIT);
    act(() => void vi.advanceTimersByTime(2));
    expect(dialogStore.get().current).toBeNull();
    expect(toast.error).toHaveBeenCalledOnce();
  });

  it('closes 100 ms after a refused detail, with the server message as an error', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    mockApi({ 'payment/detail': { success: false, message: 'Bu ödeme yöntemi kullanılamıyor.' } });
    show(WITHDRAW);
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Bu ödeme yöntemi kullanılamıyor.'));
    act(() => void vi.advanceTimersByTime(100));
    expect(dialogStore.get().current).toBeNull();
  });
});
