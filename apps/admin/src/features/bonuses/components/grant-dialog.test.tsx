import { screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { mockApi, ok } from '@/test/mock-api';
import { hidden, loadLocale, render } from '@/test/render';
import type { AdminDefinition } from '../api/list-definitions';
import { GrantDialog } from './grant-dialog';

const success = vi.fn();
vi.mock('sonner', () => ({ toast: { success: (...a: unknown[]) => success(...a) } }));

const definition = { id: 3, code: 'free-spins-cash-25', amount: 2_500 } as AdminDefinition;
const GRANT = 'POST /api/admin/customers/42/bonuses';

async function grant(locale: 'tr' | 'en') {
  await loadLocale(locale, ['bonuses']);
  const onClose = vi.fn();
  const { user } = render(<GrantDialog definition={definition} onClose={onClose} />);
  const labels =
    locale === 'en'
      ? ['Player id', 'Reason', 'Grant to a player']
      : ['Oyuncu numarası', 'Gerekçe', 'Oyuncuya ver'];
  await user.type(screen.getByLabelText(labels[0]!), '42');
  await user.type(screen.getByLabelText(labels[1]!), 'VIP jesti');
  await user.click(screen.getByRole('button', { name: labels[2]!, hidden }));
  return onClose;
}

beforeAll(() => loadLocale('tr', ['bonuses']));
afterEach(() => {
  vi.unstubAllGlobals();
  success.mockReset();
});

describe('granting a bonus to one player', () => {
  it.each([
    ['en', /^Sent for approval/],
    ['tr', /^Onaya gönderildi/],
  ] as const)(
    'says "sent for approval" when the grant waits for a second person (%s)',
    async (locale, text) => {
      mockApi({ [GRANT]: ok({ status: 'pending', requestId: 5, amount: 2_500 }, 'server text') });
      expect(await grant(locale)).toHaveBeenCalled();
      expect(success).toHaveBeenCalledWith(expect.stringMatching(text));
    },
  );

  it('shows the server message when the bonus was given at once', async () => {
    const api = mockApi({
      [GRANT]: ok({ status: 'granted', customerBonusId: 9, amount: 2_500 }, 'Bonus granted to the player.'),
    });
    await grant('en');
    expect(success).toHaveBeenCalledWith('Bonus granted to the player.');
    expect(api.callsTo(GRANT).map((c) => c.body)).toEqual([{ definitionId: 3, reason: 'VIP jesti' }]);
  });
});
