import type { SessionHistoryItem } from '@lalebet/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { toast } from '@/components/ui/toast';
import { mockApi, postedTo, renderPage, setupI18n } from '../../test-utils';
import { SessionHistory } from './session-history';

vi.mock('@/components/ui/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const row = (over: Partial<SessionHistoryItem>): SessionHistoryItem => ({
  id: '11111111-1111-4111-8111-111111111111',
  device: 'Desktop (Windows)',
  browser: 'Chrome 126',
  ip: '85.105.1.2',
  createdAt: '2024-05-01T10:00:00.000Z',
  lastSeenAt: '2024-05-01T11:00:00.000Z',
  endedAt: null,
  current: false,
  ...over,
});
const CURRENT = row({ id: 'c0000000-0000-4000-8000-000000000000', current: true });
const PHONE = row({ id: 'a0000000-0000-4000-8000-000000000000', device: 'Mobile (Android)' });
const OLD = row({ id: 'e0000000-0000-4000-8000-000000000000', endedAt: '2024-04-01T09:00:00.000Z' });

/** A server that really ends sessions, so the refetch shows the change. */
function server(list: SessionHistoryItem[]) {
  let rows = [...list];
  return mockApi({
    'customer/sessions': () => ({ data: rows }),
    'customer/endsession': (b) => {
      const body = b as { id?: string; all?: true };
      const ended = (s: SessionHistoryItem) => !s.current && !s.endedAt && (body.all || s.id === body.id);
      rows = rows.map((s) => (ended(s) ? { ...s, endedAt: '2024-05-02T08:00:00.000Z' } : s));
      return { message: 'Oturum sonlandırıldı.', data: { ended: 1 } };
    },
  });
}

beforeAll(() => setupI18n('tr'));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('SessionHistory', () => {
  it('lists sessions with device, browser, IP and state; only other open ones can be ended', async () => {
    server([CURRENT, PHONE, OLD]);
    renderPage(<SessionHistory />);
    const items = within(await screen.findByRole('list', { name: 'Oturumlar' })).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[0]!.textContent).toContain('Masaüstü (Windows) · Chrome 126');
    expect(within(items[0]!).getByText('Bu cihaz')).toBeTruthy();
    expect(within(items[1]!).getByText('Mobil (Android) · Chrome 126')).toBeTruthy();
    expect(within(items[1]!).getByText('85.105.1.2')).toBeTruthy();
    expect(within(items[2]!).getByText('Sonlandı')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Oturumu Sonlandır' })).toHaveLength(1);
    expect(within(items[1]!).getByRole('button', { name: 'Oturumu Sonlandır' })).toBeTruthy();
    expect(screen.getByText('Başka cihazlarda 1 açık oturum var.')).toBeTruthy();
  });

  it('ends one session by id and refetches the list', async () => {
    const user = userEvent.setup();
    const fetchMock = server([CURRENT, PHONE]);
    renderPage(<SessionHistory />);
    await user.click(await screen.findByRole('button', { name: 'Oturumu Sonlandır' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Oturum sonlandırıldı.'));
    expect(postedTo(fetchMock, 'customer/endsession')).toEqual([{ id: PHONE.id }]);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Oturumu Sonlandır' })).toBeNull());
    expect(screen.getByText('Başka cihazda açık oturum yok.')).toBeTruthy();
    expect(fetchMock.mock.calls.filter(([u]) => String(u) === '/api/customer/sessions')).toHaveLength(2);
  });

  it('asks before ending all other sessions; Cancel sends nothing, confirming sends all', async () => {
    const user = userEvent.setup();
    const fetchMock = server([CURRENT, PHONE, row({ id: 'b0000000-0000-4000-8000-000000000000' })]);
    renderPage(<SessionHistory />);
    const endAll = await screen.findByRole('button', { name: 'Diğer Tüm Oturumları Sonlandır' });
    await waitFor(() => expect((endAll as HTMLButtonElement).disabled).toBe(false));

    await user.click(endAll);
    let dialog = screen.getByRole('dialog', { name: 'Diğer oturumlar sonlandırılsın mı?' });
    expect(dialog.textContent).toContain('Bu cihaz dışındaki 2 oturum kapatılacak.');
    await user.click(within(dialog).getByRole('button', { name: 'Vazgeç' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(postedTo(fetchMock, 'customer/endsession')).toEqual([]);

    await user.click(endAll);
    dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Tümünü Sonlandır' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(postedTo(fetchMock, 'customer/endsession')).toEqual([{ all: true }]);
    await waitFor(() => expect((endAll as HTMLButtonElement).disabled).toBe(true));
    expect(screen.queryByRole('button', { name: 'Oturumu Sonlandır' })).toBeNull();
  });

  it('disables End all when this is the only open session', async () => {
    server([CURRENT, OLD]);
    renderPage(<SessionHistory />);
    await screen.findByText('Başka cihazda açık oturum yok.');
    expect(
      (screen.getByRole('button', { name: 'Diğer Tüm Oturumları Sonlandır' }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });
});
