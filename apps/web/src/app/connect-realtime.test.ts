import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@/components/ui/toast';
import { logout } from '@/features/auth/logout';
import { notificationKeys } from '@/features/notifications/api/keys';
import { FakeConnection } from '@/features/notifications/realtime/fake-connection';
import { clearSession, sessionStore, setSession } from '@/stores/session';
import { uiStore } from '@/stores/ui';
import { SESSION } from '@/features/auth/test-utils';
import { takeLogoutReason } from '@/lib/logout-notice';
import { setupI18nFor } from '@/test/render';
import { connectRealtime } from './connect-realtime';

vi.mock('@/components/ui/toast', () => ({ toast: { info: vi.fn(), warning: vi.fn() } }));
vi.mock('@/features/auth/logout', () => ({ logout: vi.fn(async () => {}) }));

const OLD = {
  id: 1,
  title: 'Eski',
  note: 'Okundu.',
  type: 5,
  timeStamp: '2026-11-20T10:00:00',
  isRead: true,
} as const;
const NEW = {
  id: 2,
  title: 'Bonus',
  note: '50 TL bonus.',
  type: 4,
  timeStamp: '2026-11-22T14:05:00',
  isRead: false,
} as const;

let conn: FakeConnection;
let client: QueryClient;
const navigate = vi.fn();
async function connect() {
  const stop = connectRealtime({
    token: 'tok-1',
    locale: 'tr',
    queryClient: client,
    navigate,
    connect: () => conn,
  });
  await vi.waitFor(() => expect(conn.start).toHaveBeenCalled());
  return stop;
}

beforeEach(() => {
  conn = new FakeConnection();
  client = new QueryClient();
  setSession({ ...SESSION, balance: 10 });
});
afterEach(() => {
  clearSession();
  vi.clearAllMocks();
});

describe('the real-time commands', () => {
  it('Notification: joins the top of the list (once), raises the unread count and shows a toast', async () => {
    client.setQueryData(notificationKeys.list('tr'), [OLD]);
    client.setQueryData(notificationKeys.list('en'), [OLD]);
    await connect();
    conn.push({ command: 'Notification', message: NEW });
    conn.push({ command: 'Notification', message: NEW });
    expect(client.getQueryData(notificationKeys.list('tr'))).toEqual([NEW, OLD]);
    expect(client.getQueryState(notificationKeys.list('en'))?.isInvalidated).toBe(true);
    expect(toast.info).toHaveBeenCalledWith('Bonus', { description: '50 TL bonus.' });
  });

  it('Notification of a deposit or withdrawal outcome: the financial activities are read again', async () => {
    const list = [
      'payments',
      'transactions',
      'tr',
      { kind: 0, status: 0, from: null, to: null, skip: 0, take: 20 },
    ];
    client.setQueryData(list, { items: [], total: 0 });
    await connect();
    conn.push({ command: 'Notification', message: NEW });
    expect(client.getQueryState(list)?.isInvalidated).toBe(false);
    conn.push({
      command: 'Notification',
      message: { ...NEW, id: 3, type: 1, title: 'Para yatırma onaylandı' },
    });
    expect(client.getQueryState(list)?.isInvalidated).toBe(true);
  });

  it("Notification of a bonus: the offers and the player's bonuses are read again", async () => {
    const mine = ['bonuses', 'mine', 'tr'];
    const offers = ['bonuses', 'list', 'tr'];
    client.setQueryData(mine, []);
    client.setQueryData(offers, []);
    await connect();
    conn.push({ command: 'Notification', message: { ...NEW, id: 4, type: 1, title: 'Para yatırma' } });
    expect(client.getQueryState(mine)?.isInvalidated).toBe(false);
    conn.push({ command: 'Notification', message: NEW });
    expect(client.getQueryState(mine)?.isInvalidated).toBe(true);
    expect(client.getQueryState(offers)?.isInvalidated).toBe(true);
  });

  it('Balance: updates the header and the stored session at once, bonus balance included', async () => {
    await connect();
    conn.push({ command: 'Balance', message: { balance: 250.75, bonusBalance: 40 } });
    expect(uiStore.get().balance).toBe(250.75);
    expect(sessionStore.get().session).toMatchObject({ balance: 250.75, bonusBalance: 40 });
    expect(JSON.parse(localStorage.getItem('authData')!)).toMatchObject({
      balance: 250.75,
      bonusBalance: 40,
    });
    expect(client.getQueryData(['user', 'balance', SESSION.usercode])).toEqual({
      balance: 250.75,
      bonusBalance: 40,
    });
  });

  it("Bonus: moves that bonus's wagering in the cached list; an ended bonus is read again", async () => {
    const mine = ['bonuses', 'mine', 'tr'];
    const active = { id: 7, status: 'active', remaining: 50, wageringDone: 100, wageringRequired: 1000 };
    const other = { ...active, id: 8, status: 'expired', remaining: 0 };
    client.setQueryData(mine, [active, other]);
    await connect();
    const progress = { id: 7, status: 'active', remaining: 45, wageringDone: 110, wageringRequired: 1000 };
    conn.push({ command: 'Bonus', message: progress });
    expect(client.getQueryData(mine)).toEqual([progress, other]);
    expect(client.getQueryState(mine)?.isInvalidated).toBe(false);

    conn.push({ command: 'Bonus', message: { ...progress, status: 'completed', remaining: 0 } });
    expect(client.getQueryState(mine)?.isInvalidated).toBe(true);
  });

  it('Notice: a warning toast, and nothing joins the notification list', async () => {
    client.setQueryData(notificationKeys.list('tr'), [OLD]);
    await connect();
    conn.push({ command: 'Notice', message: { title: 'Bahis reddedildi', note: 'En fazla ₺10,00.' } });
    expect(toast.warning).toHaveBeenCalledWith('Bahis reddedildi', { description: 'En fazla ₺10,00.' });
    expect(client.getQueryData(notificationKeys.list('tr'))).toEqual([OLD]);
  });

  it('Profile: the stored session takes the verified phone; a malformed one changes nothing', async () => {
    setSession({ ...SESSION, smsVerified: false, phone: '905320000000' });
    await connect();
    conn.push({ command: 'Profile', message: { phone: '905321112233', smsVerified: 'yes' } });
    expect(sessionStore.get().session).toMatchObject({ smsVerified: false, phone: '905320000000' });
    conn.push({ command: 'Profile', message: { phone: '905321112233', smsVerified: true } });
    expect(sessionStore.get().session).toMatchObject({ smsVerified: true, phone: '905321112233' });
    expect(JSON.parse(localStorage.getItem('authData') ?? '{}')).toMatchObject({ smsVerified: true });
  });

  it('Logout: logs out as the Logout entry does, without calling the server again', async () => {
    await connect();
    conn.push({ command: 'Logout', message: { reason: 'password_changed' } });
    expect(logout).toHaveBeenCalledExactlyOnceWith(navigate, undefined, { callServer: false });
  });

  it('Logout for a time-out: remembers the reason so the next page explains it', async () => {
    await connect();
    conn.push({ command: 'Logout', message: { reason: 'timed_out' } });
    expect(logout).toHaveBeenCalledExactlyOnceWith(navigate, undefined, { callServer: false });
    expect(takeLogoutReason()?.reason).toBe('timed_out');
    // A reason with nothing to explain leaves no notice.
    conn.push({ command: 'Logout', message: { reason: 'password_changed' } });
    expect(takeLogoutReason()).toBeNull();
  });

  it('Protection: a limit at 80 % shows a warning and reads the protection page again', async () => {
    await setupI18nFor('protection', 'tr');
    client.setQueryData(['protection', 'state'], {});
    await connect();
    conn.push({
      command: 'Protection',
      message: { kind: 'limit', limit: 'wager', period: 'month', percent: 80 },
    });
    await vi.waitFor(() =>
      expect(toast.warning).toHaveBeenCalledWith('Bahis limiti %80 kullanıldı', expect.anything()),
    );
    expect(client.getQueryState(['protection', 'state'])?.isInvalidated).toBe(true);
    // A malformed push is dropped.
    conn.push({
      command: 'Protection',
      message: { kind: 'limit', limit: 'bonus', period: 'day', percent: 80 },
    });
    expect(toast.warning).toHaveBeenCalledOnce();
  });

  it('refetches the list after a reconnect and closes the connection on stop', async () => {
    client.setQueryData(notificationKeys.list('tr'), [OLD]);
    const stop = await connect();
    conn.recover();
    expect(client.getQueryState(notificationKeys.list('tr'))?.isInvalidated).toBe(true);
    stop();
    await vi.waitFor(() => expect(conn.stop).toHaveBeenCalledOnce());
  });
});
