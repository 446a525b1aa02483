import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@/components/ui/toast';
import { FakeConnection } from '@/features/notifications/realtime/fake-connection';
import { betKeys } from '@/features/sportsbook/api/bet-keys';
import { BetSlip } from '@/features/sportsbook/slip/bet-slip';
import {
  bet,
  mockApi,
  renderRoute,
  setUpSlipTests,
  testClient,
  serveLiveBet,
} from '@/features/sportsbook/betslip-test-utils';
import { connectRealtime } from './connect-realtime';

vi.mock('@/components/ui/toast', () => ({
  toast: { info: vi.fn(), warning: vi.fn(), success: vi.fn(), error: vi.fn() },
}));

let conn: FakeConnection;
const client = testClient();
let stop: () => void;

setUpSlipTests({ loggedIn: true });
beforeEach(async () => {
  client.clear();
  conn = new FakeConnection();
  stop = connectRealtime({
    token: 'tok-1',
    locale: 'tr',
    queryClient: client,
    navigate: vi.fn(),
    connect: () => conn,
  });
  await vi.waitFor(() => expect(conn.start).toHaveBeenCalled());
});
afterEach(() => {
  stop();
  vi.clearAllMocks();
});

const push = (message: { id: string; status: string; payout: number | null; refusal: string | null }) =>
  conn.push({ command: 'Bet', message });

describe('the Bet hub command', () => {
  it('a pending live bet in the slip turns accepted, with a toast', async () => {
    const liveBet = serveLiveBet();
    renderRoute(<BetSlip />, { client });
    await userEvent.type(await screen.findByRole('textbox', { name: /tutar/i }), '10');
    await userEvent.click(screen.getByRole('button', { name: 'Bahis Yap' }));
    expect(await screen.findByText('Onay bekleniyor')).toBeTruthy();
    liveBet.answer('open');
    push({ id: 'B-LIVE', status: 'open', payout: null, refusal: null });
    expect(await screen.findByText('Kabul edildi')).toBeTruthy();
    await vi.waitFor(() => expect(toast.success).toHaveBeenCalledWith('Bahsiniz kabul edildi.'));
  });

  it('a refused live bet shows why', async () => {
    client.setQueryData(betKeys.detail('B-2'), bet({ id: 'B-2', status: 'pending' }));
    mockApi({});
    push({ id: 'B-2', status: 'refused', payout: null, refusal: 'ODDS_CHANGED' });
    expect(client.getQueryData<{ status: string }>(betKeys.detail('B-2'))?.status).toBe('refused');
    await vi.waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Bahsiniz reddedildi.', {
        description: 'Oranlar değişti. Yeni oranları kontrol edip bahsinizi tekrar yapın.',
      }),
    );
  });

  it('a won bet updates the open list at once and announces the payout; the lists are read again', async () => {
    const list = betKeys.list('open', 0, 10);
    client.setQueryData(list, { items: [bet({ id: 'B-3' }), bet({ id: 'B-4' })], total: 2 });
    mockApi({});
    push({ id: 'B-3', status: 'won', payout: 18.5, refusal: null });
    const page = client.getQueryData<{ items: { id: string; status: string; payout: number | null }[] }>(
      list,
    );
    expect(page?.items.map((b) => [b.id, b.status, b.payout])).toEqual([
      ['B-3', 'won', 18.5],
      ['B-4', 'open', null],
    ]);
    expect(client.getQueryState(list)?.isInvalidated).toBe(true);
    await vi.waitFor(() => expect(toast.success).toHaveBeenCalledWith('Tebrikler! Bahsiniz kazandı: ₺18,50'));
  });

  it('ignores a malformed Bet message', async () => {
    mockApi({});
    conn.push({ command: 'Bet', message: { id: 7, status: 'won' } });
    await new Promise((r) => setTimeout(r, 20));
    expect(toast.success).not.toHaveBeenCalled();
  });
});
