import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { dialogStore, openDialog } from '@/stores/dialogs';
import { bodiesFor, mockApi, renderWithApp, setupI18n } from '../test-utils';
import { CelebrationView } from './celebration-view';

const fire = vi.fn(async () => undefined);
vi.mock('canvas-confetti', () => ({ default: { create: vi.fn(() => fire) } }));

beforeAll(() => setupI18n('en'));
beforeEach(() => openDialog({ name: 'register' }));
afterEach(() => {
  vi.unstubAllGlobals();
  fire.mockClear();
});

describe('the celebration view', () => {
  it('without a trial bonus offers Deposit, which goes to /dashboard/deposit and closes', async () => {
    const user = userEvent.setup();
    const { router } = renderWithApp(<CelebrationView trialAmount={0} />);
    expect(screen.getByText(/Your registration is complete\. Make your first deposit/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Yes' })).toBeNull();
    await waitFor(() => expect(fire).toHaveBeenCalled()); // the welcome confetti
    await user.click(screen.getByRole('button', { name: 'Deposit' }));
    expect(router.state.location.pathname).toBe('/dashboard/deposit');
    expect(dialogStore.get().current).toBeNull();
  });

  it('with a trial bonus states the amount; a failed claim changes nothing', async () => {
    const fetchMock = mockApi({ 'bonus/definetrialbonus': { status: 404, message: 'Not found.' } });
    const user = userEvent.setup();
    renderWithApp(<CelebrationView trialAmount={50} />);
    expect(
      screen.getByText('Your registration is complete! Would you like to claim your ₺50 trial bonus now?'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Deposit' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(bodiesFor(fetchMock, 'bonus/definetrialbonus')).toHaveLength(1));
    await new Promise((r) => setTimeout(r, 1100));
    expect(dialogStore.get().current?.name).toBe('register');
    expect(fire).not.toHaveBeenCalledWith(expect.objectContaining({ particleCount: 150 }));
    expect(screen.getByRole('button', { name: 'Yes' })).toBeTruthy();
  });
});
