import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { playSession } from '@/features/protection/test-utils';
import { bet, resetSportsbook, selection } from '@/features/sportsbook/betslip-test-utils';
import { BetSlip } from '@/features/sportsbook/slip/bet-slip';
import { slip } from '@/features/sportsbook/slip/slip-store';
import { bodiesFor, mockApi } from '@/test/mock-api';
import { renderRoute, setupI18nFor } from '@/test/render';
import { logIn } from '@/test/session';
import { PlayGuard } from './play-guard';

vi.mock('@/features/auth/logout', () => ({ logout: vi.fn(async () => {}) }));

beforeAll(async () => {
  await setupI18nFor('betslip', 'tr');
  await setupI18nFor('protection', 'tr');
});
beforeEach(() => {
  resetSportsbook();
  logIn();
});
afterEach(() => vi.unstubAllGlobals());

/**
 * The server refuses a stake with REALITY_CHECK_DUE once the interval passed without an
 * acknowledgement (docs/decisions/046-protection-gaps.md): the bet slip then opens the reality
 * check at once, and after Continue (acknowledged to the server) the player bets again.
 */
describe('the bet slip and the reality check', () => {
  it('opens the reality check on REALITY_CHECK_DUE; after Continue the bet goes through', async () => {
    let due = true;
    const fetchMock = mockApi({
      // The client's own schedule would show it only in 30 minutes: the refusal shows it now.
      'customer/session': { data: playSession(30, 30 * 60_000) },
      'POST customer/realitycheck/ack': () => {
        due = false;
        return { data: playSession(30, 60 * 60_000) };
      },
      'POST sportsbook/bets': () =>
        due
          ? {
              status: 409,
              code: 'REALITY_CHECK_DUE',
              message: 'Oturum hatırlatmanızın zamanı geldi.',
            }
          : { data: bet({ id: 'B-9' }) },
    });
    slip.replace([selection(0, 1.85)]);
    renderRoute(<PlayGuard>{() => <BetSlip />}</PlayGuard>);
    expect(screen.queryByRole('dialog', { name: 'Süre hatırlatıcısı' })).toBeNull();
    await userEvent.type(await screen.findByRole('textbox', { name: /tutar/i }), '10');
    await userEvent.click(screen.getByRole('button', { name: 'Bahis Yap' }));

    const dialog = await screen.findByRole('dialog', { name: 'Süre hatırlatıcısı' });
    expect(dialog.textContent).toContain('₺250,00');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Devam et' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Süre hatırlatıcısı' })).toBeNull());
    expect(bodiesFor(fetchMock, 'customer/realitycheck/ack')).toHaveLength(1);

    await userEvent.click(screen.getByRole('button', { name: 'Bahis Yap' }));
    expect(await screen.findByText('Bahsiniz alındı')).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Süre hatırlatıcısı' })).toBeNull();
  });
});
