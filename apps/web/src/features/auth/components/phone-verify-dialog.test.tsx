import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@/components/ui/toast';
import { dialogStore, openDialog } from '@/stores/dialogs';
import { clearSession, sessionStore, setSession } from '@/stores/session';
import { bodiesFor, mockApi, renderWithApp, SESSION, setupI18n } from '../test-utils';
import PhoneVerifyDialog from './phone-verify-dialog';

vi.mock('@/components/ui/toast', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));
vi.mock('canvas-confetti', () => ({ default: { create: vi.fn(() => vi.fn()) } }));

beforeAll(() => setupI18n('en'));
beforeEach(() => {
  setSession(SESSION);
  openDialog({ name: 'sms-verify' });
});
afterEach(() => {
  clearSession();
  vi.unstubAllGlobals();
});

describe('the SMS verify dialog', () => {
  it('sends a code, goes back with Change Phone Number (code cleared), and verifies', async () => {
    const fetchMock = mockApi({
      'customer/updatephone': (body) =>
        body.step === 2 && body.code !== '123456'
          ? { status: 400, message: 'The code is wrong.' }
          : { message: body.step === 1 ? 'Code sent.' : 'Phone verified.' },
    });
    const user = userEvent.setup();
    renderWithApp(<PhoneVerifyDialog />);
    expect(screen.getByRole('heading', { name: 'Set Phone Number' })).toBeTruthy();
    const phone = screen.getByLabelText('Phone') as HTMLInputElement;
    expect(phone.value).toBe('532 123 45 67'); // the session's phone without the 90
    await user.click(screen.getByRole('button', { name: 'Send Code' }));

    expect(await screen.findByRole('heading', { name: 'Set Sms Code' })).toBeTruthy();
    expect(phone.readOnly).toBe(true);
    await user.type(screen.getByLabelText('SMS Code'), '111111');
    expect((screen.getByLabelText('SMS Code') as HTMLInputElement).value).toBe('11-11-11');
    await user.click(screen.getByRole('button', { name: 'Change Phone Number' }));

    expect(await screen.findByRole('heading', { name: 'Set Phone Number' })).toBeTruthy();
    expect(phone.readOnly).toBe(false);
    await user.clear(phone);
    await user.type(phone, '5559876543');
    await user.click(screen.getByRole('button', { name: 'Send Code' }));
    const code = (await screen.findByLabelText('SMS Code')) as HTMLInputElement;
    expect(code.value).toBe('');
    await user.type(code, '999999');
    await user.click(screen.getByRole('button', { name: 'Validate' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('The code is wrong.'));
    expect(screen.getByRole('heading', { name: 'Set Sms Code' })).toBeTruthy();

    await user.clear(code);
    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: 'Validate' }));
    expect(await screen.findByText('Your Phone Number has been successfully verified!')).toBeTruthy();
    expect(bodiesFor(fetchMock, 'customer/updatephone')).toEqual([
      { step: 1, phone: '905321234567' },
      { step: 1, phone: '905559876543' },
      { step: 2, phone: '905559876543', code: '999999' },
      { step: 2, phone: '905559876543', code: '123456' },
    ]);
    expect(sessionStore.get().session).toMatchObject({ smsVerified: true, phone: '905559876543' });
    await user.click(screen.getAllByRole('button', { name: 'Close' }).at(-1)!);
    expect(dialogStore.get().current).toBeNull();
  });

  it('asks for the account password before replacing a verified number', async () => {
    setSession({ ...SESSION, smsVerified: true });
    const fetchMock = mockApi({ 'customer/updatephone': { message: 'Code sent.' } });
    const user = userEvent.setup();
    renderWithApp(<PhoneVerifyDialog />);
    const phone = screen.getByLabelText('Phone') as HTMLInputElement;
    await user.clear(phone);
    await user.type(phone, '5559876543');
    await user.click(screen.getByRole('button', { name: 'Send Code' }));
    expect(
      await screen.findByText('Enter your account password to change your verified phone number.'),
    ).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText('Account Password'), 'Lale-Bahcesi-1');
    await user.click(screen.getByRole('button', { name: 'Send Code' }));
    expect(await screen.findByRole('heading', { name: 'Set Sms Code' })).toBeTruthy();
    expect(bodiesFor(fetchMock, 'customer/updatephone')).toEqual([
      { step: 1, phone: '905559876543', password: 'Lale-Bahcesi-1' },
    ]);
  });

  it('asks no password while the number is not verified', async () => {
    mockApi({ 'customer/updatephone': { message: 'Code sent.' } });
    renderWithApp(<PhoneVerifyDialog />);
    expect(screen.queryByLabelText('Account Password')).toBeNull();
  });
});
