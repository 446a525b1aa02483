import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { dialogStore, openDialog } from '@/stores/dialogs';
import { bodiesFor, mockApi, renderWithApp, setupI18n } from '../test-utils';
import { RegisterPhoneStep } from './register-phone-step';

vi.mock('@/components/ui/toast', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));

beforeAll(() => setupI18n('en'));
beforeEach(() => openDialog({ name: 'register' }));
afterEach(() => vi.unstubAllGlobals());

describe('the post-registration phone step', () => {
  it('step 1: phone locked, the button reads Change Phone, Skip Verification closes', async () => {
    const fetchMock = mockApi({});
    const user = userEvent.setup();
    renderWithApp(
      <RegisterPhoneStep phone="5321234567" sendNow={false} trialAmount={0} onVerified={vi.fn()} />,
    );
    expect((screen.getByLabelText('Phone') as HTMLInputElement).readOnly).toBe(true);
    expect(screen.getByRole('button', { name: 'Change Phone' })).toBeTruthy();
    expect(screen.queryByLabelText('SMS Code')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Skip Verification' }));
    expect(dialogStore.get().current).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('a failed automatic code request stays on step 1; Change Phone Number at step 2 unlocks the phone', async () => {
    let fail = true;
    const fetchMock = mockApi({
      'customer/updatephone': () =>
        fail ? { status: 429, message: 'Too many codes.' } : { message: 'sent' },
    });
    const user = userEvent.setup();
    renderWithApp(<RegisterPhoneStep phone="5321234567" sendNow trialAmount={25} onVerified={vi.fn()} />);
    await vi.waitFor(() => expect(bodiesFor(fetchMock, 'customer/updatephone')).toHaveLength(1));
    expect(screen.getByRole('button', { name: 'Change Phone' })).toBeTruthy();

    fail = false;
    await user.click(screen.getByRole('button', { name: 'Change Phone' }));
    expect(await screen.findByLabelText('SMS Code')).toBeTruthy();
    expect(screen.getByText(/get your ₺25 trial bonus/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Validate' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Skip Verification' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Change Phone Number' }));
    expect(screen.queryByLabelText('SMS Code')).toBeNull();
    expect((screen.getByLabelText('Phone') as HTMLInputElement).readOnly).toBe(false);
  });
});
