import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@/components/ui/toast';
import { dialogStore, openDialog } from '@/stores/dialogs';
import { bodiesFor, mockApi, renderWithApp, setupI18n } from '../test-utils';
import PasswordRecoveryDialog from './password-recovery-dialog';

vi.mock('@/components/ui/toast', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));

beforeAll(() => setupI18n('en'));
beforeEach(() => openDialog({ name: 'recovery' }));
afterEach(() => vi.unstubAllGlobals());

/** The recovery dialog against a server that accepts every step. */
function openRecovery() {
  const fetchMock = mockApi({
    'auth/sendresetpassword': { message: 'sent' },
    'auth/checkresetcode': { message: 'ok' },
    'auth/changepasswordwithcode': { message: 'changed' },
  });
  const user = userEvent.setup();
  renderWithApp(<PasswordRecoveryDialog />);
  return { fetchMock, user };
}

describe('password recovery', () => {
  it('goes username -> code -> new password -> done, then opens the login form 1 s later', async () => {
    const { fetchMock, user } = openRecovery();
    expect(screen.getByRole('heading', { name: 'Recovery Password' })).toBeTruthy();
    await user.type(screen.getByLabelText('Username'), 'ayse1990');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(await screen.findByRole('heading', { name: 'Reset Code' })).toBeTruthy();
    expect(
      screen.getByText(
        'A code has been sent to your email address to reset your password. Please enter this code in the field below.',
      ),
    ).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: 'Reset Code' }), '123456');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(await screen.findByRole('heading', { name: 'New Password' })).toBeTruthy();
    expect(screen.getByText('Please enter your new password')).toBeTruthy();
    await user.type(screen.getByLabelText('Password'), 'new-pass-1');
    await user.type(screen.getByLabelText('Confirm Password'), 'new-pass-1');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(
      await screen.findByText('Password change successful. You are now directed to the login page.'),
    ).toBeTruthy();
    expect(bodiesFor(fetchMock, 'auth/sendresetpassword')).toEqual([{ username: 'ayse1990' }]);
    expect(bodiesFor(fetchMock, 'auth/checkresetcode')).toEqual([{ code: '123456', username: 'ayse1990' }]);
    expect(bodiesFor(fetchMock, 'auth/changepasswordwithcode')).toEqual([
      { password: 'new-pass-1', password2: 'new-pass-1', username: 'ayse1990', code: '123456' },
    ]);
    expect(dialogStore.get().current?.name).toBe('recovery');
    await waitFor(() => expect(dialogStore.get().current?.name).toBe('login'));
  });

  it('stays on the step with the server message when a step fails', async () => {
    mockApi({
      'auth/sendresetpassword': { message: 'sent' },
      'auth/checkresetcode': { status: 400, message: 'The code is wrong or has expired.' },
    });
    const user = userEvent.setup();
    renderWithApp(<PasswordRecoveryDialog />);
    await user.type(screen.getByLabelText('Username'), 'ayse1990');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.type(await screen.findByRole('textbox', { name: 'Reset Code' }), '999999');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('The code is wrong or has expired.'));
    expect(screen.getByRole('heading', { name: 'Reset Code' })).toBeTruthy();
  });

  it('refuses a new password the server would refuse (under 8 characters) and sends nothing', async () => {
    const { fetchMock, user } = openRecovery();
    await user.type(screen.getByLabelText('Username'), 'ayse1990');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.type(await screen.findByRole('textbox', { name: 'Reset Code' }), '123456');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('heading', { name: 'New Password' });
    await user.type(screen.getByLabelText('Password'), 'kisa-12');
    await user.type(screen.getByLabelText('Confirm Password'), 'kisa-12');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findAllByText('Must be at least 8 characters.')).toHaveLength(2);
    expect(bodiesFor(fetchMock, 'auth/changepasswordwithcode')).toEqual([]);
  });
});
