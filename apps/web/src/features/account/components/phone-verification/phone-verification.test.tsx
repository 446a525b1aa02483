import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@/components/ui/toast';
import { clearSession, sessionStore } from '@/stores/session';
import { installManualClock } from '@/test/fake-clock';
import { logIn, mockApi, postedTo, renderPage, setupI18n } from '../../test-utils';
import { PhoneVerification } from './phone-verification';

vi.mock('@/components/ui/toast', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));

type Body = { step: 1 | 2; phone: string; code?: string };
const api = () =>
  mockApi({
    'customer/updatephone': (b) => {
      const body = b as Body;
      if (body.step === 1) return { message: 'Kod gönderildi.' };
      return body.code === '123456'
        ? { message: 'Telefon numaranız doğrulandı!' }
        : { status: 400, message: 'Kod hatalı.' };
    },
  });

const phoneInput = () => screen.getByLabelText('Telefon Numarası') as HTMLInputElement;
const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;

beforeAll(() => setupI18n('tr'));
beforeEach(() => {
  // A clock that moves only when told: real time on a loaded machine must not tick the countdown.
  installManualClock();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
  clearSession();
});

describe('PhoneVerification', () => {
  it('opens Verified for a verified number: badge, locked number, nothing to send', () => {
    logIn({ smsVerified: true });
    renderPage(<PhoneVerification />);
    expect(screen.getByText('Doğrulandı')).toBeTruthy();
    expect(phoneInput().readOnly).toBe(true);
    expect(phoneInput().value).toBe('532 123 45 67');
    expect(screen.queryByRole('button', { name: 'Kod Gönder' })).toBeNull();
    expect(screen.queryByLabelText('Hesap Şifresi')).toBeNull();
    // A verified number may be replaced, with the account password (next test).
    expect(screen.getByRole('button', { name: 'Numarayı Güncelle' })).toBeTruthy();
  });

  it('replacing a verified number asks for the account password, also on resend', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTimeAsync });
    const fetchMock = api();
    logIn({ smsVerified: true });
    renderPage(<PhoneVerification />);
    await user.click(button('Numarayı Güncelle'));
    await user.clear(phoneInput());
    await user.type(phoneInput(), '5429876543');
    await user.click(button('Kod Gönder'));
    expect(
      await screen.findByText('Doğrulanmış telefon numaranızı değiştirmek için hesap şifrenizi girin.'),
    ).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText('Hesap Şifresi'), 'Lale-Bahcesi-1');
    await user.click(button('Kod Gönder'));
    await screen.findByLabelText('SMS Kodu');
    expect(postedTo(fetchMock, 'customer/updatephone')).toEqual([
      { step: 1, phone: '905429876543', password: 'Lale-Bahcesi-1' },
    ]);
    expect(screen.queryByLabelText('Hesap Şifresi')).toBeNull();
    act(() => {
      vi.advanceTimersByTime(60_000);
    });
    await user.click(button('Tekrar göndermek için tıklayın'));
    await screen.findByText('1:00');
    expect(postedTo(fetchMock, 'customer/updatephone').at(-1)).toEqual({
      step: 1,
      phone: '905429876543',
      password: 'Lale-Bahcesi-1',
    });
    await user.type(screen.getByLabelText('SMS Kodu'), '123456');
    await user.click(button('Doğrula'));
    await screen.findByText('Doğrulandı');
    expect(sessionStore.get().session).toMatchObject({ smsVerified: true, phone: '905429876543' });
  });

  it('sends a code from NotVerified, counts 60 s down, then offers Click to resend', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTimeAsync });
    const fetchMock = api();
    logIn();
    renderPage(<PhoneVerification />);
    expect(screen.getByText('Doğrulanmadı')).toBeTruthy();
    expect(phoneInput().readOnly).toBe(true);

    await user.click(button('Kod Gönder'));
    await screen.findByLabelText('SMS Kodu');
    expect(postedTo(fetchMock, 'customer/updatephone')).toEqual([{ step: 1, phone: '905321234567' }]);
    expect(toast.success).toHaveBeenCalledWith('Kod gönderildi.');
    expect(screen.getByText('1:00')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Tekrar göndermek için tıklayın' })).toBeNull();

    act(() => {
      vi.advanceTimersByTime(30_000);
    });
    expect(screen.getByText('0:30')).toBeTruthy();
    act(() => {
      vi.advanceTimersByTime(30_000);
    });
    await user.click(button('Tekrar göndermek için tıklayın'));
    await screen.findByText('1:00');
    expect(postedTo(fetchMock, 'customer/updatephone')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Tekrar göndermek için tıklayın' })).toBeNull();
  });

  it('keeps Verify disabled until six digits, clears a wrong code, and verifies a right one', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTimeAsync });
    const fetchMock = api();
    logIn();
    renderPage(<PhoneVerification />);
    await user.click(button('Kod Gönder'));
    const code = (await screen.findByLabelText('SMS Kodu')) as HTMLInputElement;
    expect(code.placeholder).toBe('000-000');
    expect(button('Doğrula').disabled).toBe(true);

    await user.type(code, '11111');
    expect(button('Doğrula').disabled).toBe(true);
    await user.type(code, '1');
    expect(code.value).toBe('111-111');
    await waitFor(() => expect(button('Doğrula').disabled).toBe(false));
    await user.click(button('Doğrula'));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Kod hatalı.'));
    expect(code.value).toBe('');
    expect(button('Doğrula').disabled).toBe(true);

    await user.type(code, '123456');
    await user.click(button('Doğrula'));
    await screen.findByText('Doğrulandı');
    expect(toast.success).toHaveBeenLastCalledWith('Telefon numaranız doğrulandı!');
    expect(postedTo(fetchMock, 'customer/updatephone').at(-1)).toEqual({
      step: 2,
      phone: '905321234567',
      code: '123456',
    });
    expect(sessionStore.get().session).toMatchObject({ smsVerified: true, phone: '905321234567' });
    expect(screen.queryByLabelText('SMS Kodu')).toBeNull();
  });

  it('lets the number be changed only after Update Number, and sends the code to the new one', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTimeAsync });
    const fetchMock = api();
    logIn();
    renderPage(<PhoneVerification />);
    await user.click(button('Numarayı Güncelle'));
    expect(phoneInput().readOnly).toBe(false);
    await waitFor(() => expect(document.activeElement).toBe(phoneInput()));

    await user.clear(phoneInput());
    await user.type(phoneInput(), '54298');
    await user.click(button('Kod Gönder'));
    expect(await screen.findByText('10 haneli bir telefon numarası girin.')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();

    await user.type(phoneInput(), '76543');
    await user.click(button('Kod Gönder'));
    await screen.findByLabelText('SMS Kodu');
    expect(postedTo(fetchMock, 'customer/updatephone')).toEqual([{ step: 1, phone: '905429876543' }]);
    expect(phoneInput().readOnly).toBe(true);
    expect(screen.getByText(/\+90 542 987 65 43/)).toBeTruthy();
  });

  it('shows a refused code request as an error toast and stays put', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTimeAsync });
    mockApi({ 'customer/updatephone': { status: 429, message: 'Lütfen biraz bekleyin.' } });
    logIn();
    renderPage(<PhoneVerification />);
    await user.click(button('Kod Gönder'));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Lütfen biraz bekleyin.'));
    expect(screen.queryByLabelText('SMS Kodu')).toBeNull();
    expect(screen.getByText('Doğrulanmadı')).toBeTruthy();
  });

  it("puts the server's field error (body.phone) on the phone field", async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTimeAsync });
    mockApi({
      'customer/updatephone': {
        status: 400,
        code: 'VALIDATION_FAILED',
        message: 'Bu numaraya SMS gönderilemiyor.',
        errors: [{ path: 'body.phone', message: 'Bu numaraya SMS gönderilemiyor.' }],
      },
    });
    logIn();
    renderPage(<PhoneVerification />);
    await user.click(button('Kod Gönder'));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Bu numaraya SMS gönderilemiyor.'));
    expect(await screen.findByText('Bu numaraya SMS gönderilemiyor.')).toBeTruthy();
    expect(phoneInput().getAttribute('aria-invalid')).toBe('true');
  });
});
