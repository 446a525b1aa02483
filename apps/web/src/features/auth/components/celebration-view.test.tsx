import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { dialogStore, openDialog } from '@/stores/dialogs';
import { tickUntil, installManualClock } from '@/test/fake-clock';
import { bodiesFor, mockApi, renderWithApp, setupI18n } from '../test-utils';
import { CelebrationView, TRIAL_CLOSE_DELAY_MS } from './celebration-view';

const fire = vi.fn(async () => undefined);
vi.mock('canvas-confetti', () => ({ default: { create: vi.fn(() => fire) } }));

beforeAll(() => setupI18n('en'));
beforeEach(() => openDialog({ name: 'register' }));
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  fire.mockClear();
});

/** A clock that moves only when told: real time on a loaded machine must not close the dialog early. */
function fakeTimers() {
  installManualClock();
  return userEvent.setup({ advanceTimers: vi.advanceTimersByTimeAsync });
}

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

  it('offers a deposit limit (rule 1): set it now goes to the limits page, Not now is an explicit choice', async () => {
    const user = userEvent.setup();
    const { router } = renderWithApp(<CelebrationView trialAmount={0} />);
    const offer = screen.getByRole('region', { name: 'Set a deposit limit' });
    await user.click(within(offer).getByRole('button', { name: 'Not now' }));
    expect(screen.queryByRole('region', { name: 'Set a deposit limit' })).toBeNull();
    expect(dialogStore.get().current).not.toBeNull(); // skipping keeps the welcome open

    const again = renderWithApp(<CelebrationView trialAmount={0} />);
    await user.click(within(again.container).getByRole('button', { name: 'Set a deposit limit now' }));
    expect(again.router.state.location.pathname).toBe('/dashboard/responsible-gaming');
    expect(router.state.location.pathname).toBe('/');
    expect(dialogStore.get().current).toBeNull();
  });

  it("with a trial bonus, 'Yes' claims it, fires 150 confetti particles and closes 1 s later", async () => {
    const fetchMock = mockApi({
      'bonus/definetrialbonus': { data: null, message: 'Deneme bonusunuz tanımlandı.' },
    });
    const user = fakeTimers();
    renderWithApp(<CelebrationView trialAmount={50} />);
    const yes = screen.getByRole('button', { name: 'Yes' }) as HTMLButtonElement;
    await user.click(yes);
    // The claim's success disables 'Yes' in the render whose effect starts the close timer.
    await tickUntil(() => expect(yes.disabled).toBe(true));
    expect(bodiesFor(fetchMock, 'bonus/definetrialbonus')).toHaveLength(1);
    expect(TRIAL_CLOSE_DELAY_MS).toBe(1000);
    await act(() => vi.advanceTimersByTimeAsync(999));
    expect(dialogStore.get().current?.name).toBe('register');
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(dialogStore.get().current).toBeNull();
    await tickUntil(() => expect(fire).toHaveBeenCalledWith(expect.objectContaining({ particleCount: 150 })));
  });

  it('with a trial bonus states the amount; a failed claim changes nothing', async () => {
    const fetchMock = mockApi({ 'bonus/definetrialbonus': { status: 409, message: 'Already claimed.' } });
    const user = fakeTimers();
    renderWithApp(<CelebrationView trialAmount={50} />);
    expect(
      screen.getByText('Your registration is complete! Would you like to claim your ₺50 trial bonus now?'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Deposit' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(bodiesFor(fetchMock, 'bonus/definetrialbonus')).toHaveLength(1));
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(dialogStore.get().current?.name).toBe('register');
    expect(fire).not.toHaveBeenCalledWith(expect.objectContaining({ particleCount: 150 }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('button', { name: 'Yes' })).toBeTruthy();
  });
});
