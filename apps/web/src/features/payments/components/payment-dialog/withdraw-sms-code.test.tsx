import { FieldType } from '@lalebet/shared/enums';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { toast } from '@/components/ui/toast';
import { logIn as logInAs } from '@/test/session';
import type { OpenDialog } from '@/stores/dialogs';
import { installManualClock } from '@/test/fake-clock';
import {
  bodiesFor,
  field,
  mockApi,
  showPaymentDialog,
  setUpPaymentDialogTests,
  type Reply,
  submitWithdraw,
} from '../../test-utils';

vi.mock('@/components/ui/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const WITHDRAW: OpenDialog = { name: 'withdraw', id: 5, type: 2, title: 'Havale/EFT' };
const AMOUNT_ONLY = [field('Amount', FieldType.Decimal, { rules: { min: 100, max: 10_000 } })];
const SENT = 'Telefonunuza 6 haneli bir kod gönderildi.';

const show = () => showPaymentDialog(WITHDRAW);
const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const submit = () => screen.getByRole('button', { name: 'Gönder' }) as HTMLButtonElement;
const smsLink = () => screen.queryByRole('button', { name: 'Bunun yerine SMS ile kod gönder' });

/** A player with a verified phone, and a server that shows the amount form and the given routes. */
function serveWithdraw(routes: Record<string, Reply | ((body: Record<string, unknown>) => Reply)>) {
  logInAs({ smsVerified: true });
  const fetchMock = mockApi({ 'payment/detail': { data: AMOUNT_ONLY }, ...routes });
  show();
  return fetchMock;
}

/** A player with a verified phone asks for a code; the server refuses with `code` and `message`. */
async function askRefused(code: string, message: string) {
  const user = userEvent.setup();
  serveWithdraw({ 'payment/withdrawcode': { status: 429, code, message } });
  await user.click(await screen.findByRole('button', { name: 'Bunun yerine SMS ile kod gönder' }));
  await waitFor(() => expect(toast.error).toHaveBeenCalledWith(message));
}

setUpPaymentDialogTests();

describe('the withdraw dialog: an SMS code instead of the password', () => {
  it('is not offered without a verified phone', async () => {
    logInAs({ smsVerified: false });
    mockApi({ 'payment/detail': { data: AMOUNT_ONLY } });
    show();
    expect(await screen.findByLabelText('Şifreniz')).toBeTruthy();
    expect(smsLink()).toBeNull();
  });

  it('sends the code, swaps the password for a 000-000 code field and withdraws with it', async () => {
    installManualClock(); // real time on a loaded machine must not tick the 60 s countdown
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTimeAsync });
    const fetchMock = serveWithdraw({
      'payment/withdrawcode': { message: SENT, data: null },
      'payment/withdraw': { message: 'Çekim talebiniz alındı.', data: null },
    });
    await user.type(await screen.findByLabelText('Tutar'), '500');
    await user.click(smsLink()!);

    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(SENT));
    expect(bodiesFor(fetchMock, 'payment/withdrawcode')).toHaveLength(1);
    expect(screen.queryByLabelText('Şifreniz')).toBeNull();
    const code = input('SMS kodu');
    expect(code.placeholder).toBe('000-000');
    expect(code.autocomplete).toBe('one-time-code');
    expect(screen.getByText('1:00')).toBeTruthy();
    expect(submit().disabled).toBe(true);

    await user.type(code, '12345');
    expect(code.value).toBe('123-45');
    expect(submit().disabled).toBe(true);
    await user.type(code, '6');
    expect(await submitWithdraw(user, fetchMock)).toEqual({
      id: 5,
      target: 'pay',
      detail: { Amount: 500 },
      smsCode: '123456',
    });
  });

  it('counts down 60 s before a new code can be asked for, then sends again', async () => {
    installManualClock(); // real time on a loaded machine must not tick the 60 s countdown
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTimeAsync });
    const fetchMock = serveWithdraw({
      'payment/withdrawcode': { message: SENT, data: null },
    });
    await user.click(await screen.findByRole('button', { name: 'Bunun yerine SMS ile kod gönder' }));
    expect(await screen.findByText('1:00')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Yeni kod gönder' })).toBeNull();
    await act(async () => vi.advanceTimersByTime(45_000));
    expect(screen.getByText('0:15')).toBeTruthy();
    await act(async () => vi.advanceTimersByTime(15_000));
    await user.click(await screen.findByRole('button', { name: 'Yeni kod gönder' }));
    await waitFor(() => expect(bodiesFor(fetchMock, 'payment/withdrawcode')).toHaveLength(2));
    expect(await screen.findByText('1:00')).toBeTruthy();
  });

  it('shows a wrong code under its field, and goes back to the password on request', async () => {
    const user = userEvent.setup();
    serveWithdraw({
      'payment/withdrawcode': { message: SENT, data: null },
      'payment/withdraw': { status: 400, code: 'INVALID_CODE', message: 'Kod hatalı.' },
    });
    await user.type(await screen.findByLabelText('Tutar'), '500');
    await user.click(smsLink()!);
    await user.type(await screen.findByLabelText('SMS kodu'), '654321');
    await waitFor(() => expect(submit().disabled).toBe(false));
    await user.click(submit());
    await waitFor(() => expect(input('SMS kodu').getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('Kod hatalı.')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Bunun yerine şifremi kullan' }));
    expect(input('Şifreniz').value).toBe('');
    expect(screen.queryByLabelText('SMS kodu')).toBeNull();
    await waitFor(() => expect(submit().disabled).toBe(true));
  });

  it("keeps the password field when no code can be sent, with the server's message", async () => {
    await askRefused('SMS_LIMIT_REACHED', 'Günlük SMS sınırına ulaştınız.');
    expect(input('Şifreniz')).toBeTruthy();
    expect(screen.queryByLabelText('SMS kodu')).toBeNull();
  });

  it('asks for the code sent less than a minute ago when the dialog was reopened', async () => {
    await askRefused('RESEND_TOO_SOON', 'Yeni kod için biraz bekleyin.');
    expect(await screen.findByLabelText('SMS kodu')).toBeTruthy();
    expect(screen.getByText('1:00')).toBeTruthy();
  });

  it('sends the same unspent code again when the player agrees to forfeit the bonus', async () => {
    const user = userEvent.setup();
    const fetchMock = serveWithdraw({
      'payment/withdrawcode': { message: SENT, data: null },
      'payment/withdraw': (body) =>
        body.forfeitBonus === true
          ? { message: 'Çekim talebiniz alındı.' }
          : { status: 409, code: 'BONUS_FORFEIT_REQUIRED', message: 'Aktif bonusunuz iptal edilecek.' },
    });
    await user.type(await screen.findByLabelText('Tutar'), '500');
    await user.click(smsLink()!);
    await user.type(await screen.findByLabelText('SMS kodu'), '112233');
    await waitFor(() => expect(submit().disabled).toBe(false));
    await user.click(submit());
    await user.click(await screen.findByRole('button', { name: 'Bonusu iptal et ve çek' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Çekim talebiniz alındı.'));
    const bodies = bodiesFor(fetchMock, 'payment/withdraw');
    expect(bodies).toEqual([
      { id: 5, target: 'pay', detail: { Amount: 500 }, smsCode: '112233' },
      { id: 5, target: 'pay', detail: { Amount: 500 }, smsCode: '112233', forfeitBonus: true },
    ]);
  });
});
