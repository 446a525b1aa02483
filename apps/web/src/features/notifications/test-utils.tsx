import type { NotificationDto } from '@lalebet/shared/notifications-hub';
import { vi } from 'vitest';
import { setSession } from '@/stores/session';
import { setupI18nFor } from '@/test/render';

export const setupI18n = (lng: 'tr' | 'en' = 'tr') => setupI18nFor('notifications', lng);

export { renderWith, testClient } from '@/test/render';

export function logIn() {
  setSession({
    token: 'tok-1',
    balance: 10,
    username: 'ayseyilmaz',
    usercode: '100234',
    betsyCid: '',
    betsyUrl: '',
    betsyToken: '',
    betcoToken: '',
    betcoUrl: '',
    phone: '905321234567',
    smsVerified: true,
    fingerprint: 'fp',
    userFavoriteList: [],
  });
}

export const notification = (patch: Partial<NotificationDto> = {}): NotificationDto => ({
  id: 1,
  title: 'Bonus hesabınızda',
  note: '50 TL deneme bonusu tanımlandı.',
  type: 4,
  timeStamp: '2026-11-22T14:05:00',
  isRead: false,
  ...patch,
});

type Reply = { status?: number; data?: unknown; message?: string };
type Route = Reply | ((body: unknown) => Reply | Promise<Reply>);

/** Stubs `fetch` with the API envelope; keys are paths without /api/, others answer 404. */
export function mockApi(routes: Record<string, Route>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = new URL(String(input), 'http://localhost').pathname.replace(/^\/api\//, '');
    const body: unknown = init?.body ? JSON.parse(String(init.body)) : undefined;
    const route = routes[path];
    const reply = typeof route === 'function' ? await route(body) : (route ?? { status: 404 });
    const status = reply.status ?? 200;
    const envelope = { success: status < 400, message: reply.message ?? '', data: reply.data ?? null };
    return new Response(JSON.stringify(envelope), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

export const postedTo = (fetchMock: ReturnType<typeof mockApi>, path: string) =>
  fetchMock.mock.calls
    .filter(([url]) => String(url) === `/api/${path}`)
    .map(([, init]) => (init?.body ? JSON.parse(String(init.body)) : undefined));
