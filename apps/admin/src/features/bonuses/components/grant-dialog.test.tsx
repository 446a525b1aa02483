import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18next, initI18n } from '@/lib/i18n';
import { session } from '@/lib/session';
import type { AdminDefinition } from '../api/list-definitions';
import { GrantDialog } from './grant-dialog';

const success = vi.fn();
vi.mock('sonner', () => ({ toast: { success: (...a: unknown[]) => success(...a) } }));

const definition = { id: 3, code: 'free-spins-cash-25', amount: 2_500 } as AdminDefinition;

function answer(data: unknown, message: string) {
  const fetchMock = vi.fn(
    async () =>
      new Response(JSON.stringify({ success: true, message, data }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

async function grant(locale: 'tr' | 'en') {
  await i18next.changeLanguage(locale);
  session.set('staff-token');
  const onClose = vi.fn();
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={new QueryClient()}>
      <GrantDialog definition={definition} onClose={onClose} />
    </QueryClientProvider>,
  );
  const hidden = true; // jsdom has no showModal: the dialog's controls are found with `hidden`
  const labels =
    locale === 'en'
      ? ['Player id', 'Reason', 'Grant to a player']
      : ['Oyuncu numarası', 'Gerekçe', 'Oyuncuya ver'];
  await user.type(screen.getByLabelText(labels[0]!), '42');
  await user.type(screen.getByLabelText(labels[1]!), 'VIP jesti');
  await user.click(screen.getByRole('button', { name: labels[2]!, hidden }));
  return onClose;
}

beforeAll(async () => {
  await initI18n();
  await i18next.loadNamespaces(['bonuses']);
});
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
      answer({ status: 'pending', requestId: 5, amount: 2_500 }, 'server text');
      expect(await grant(locale)).toHaveBeenCalled();
      expect(success).toHaveBeenCalledWith(expect.stringMatching(text));
    },
  );

  it('shows the server message when the bonus was given at once', async () => {
    const fetchMock = answer(
      { status: 'granted', customerBonusId: 9, amount: 2_500 },
      'Bonus granted to the player.',
    );
    await grant('en');
    expect(success).toHaveBeenCalledWith('Bonus granted to the player.');
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/admin/customers/42/bonuses');
    expect(JSON.parse(String(init.body))).toEqual({ definitionId: 3, reason: 'VIP jesti' });
  });
});
