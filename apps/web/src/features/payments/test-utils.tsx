import { FieldType } from '@lalebet/shared/enums';
import type { PaymentField } from '@lalebet/shared/payments';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { i18next, initI18n } from '@/lib/i18n';
import { setSession } from '@/stores/session';

/** The app's own translations (common, validation and payments) in the given language. */
export async function setupI18n(lng: 'tr' | 'en' = 'tr') {
  if (!i18next.isInitialized) await initI18n();
  await i18next.loadNamespaces('payments');
  await i18next.changeLanguage(lng);
}

export const testClient = () =>
  new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });

/** Renders `ui` on '/' with a fresh (or the given) query client. */
export function renderWith(ui: ReactNode, client = testClient()) {
  const router = createMemoryRouter([{ path: '/', element: ui }], { initialEntries: ['/'] });
  const view = render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...view, client };
}

export function logIn(balance = 1500) {
  setSession({
    token: 'tok-1',
    balance,
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
  });
}

export type Reply = {
  status?: number;
  success?: boolean;
  data?: unknown;
  message?: string;
  errors?: { path: string; message: string }[];
};
type Route = Reply | ((body: Record<string, unknown>) => Reply | Promise<Reply>);

/** Stubs `fetch` with the API envelope; keys are paths without /api/, others answer 404. */
export function mockApi(routes: Record<string, Route>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const path = url.pathname.replace(/^\/api\//, '');
    const body = init?.body ? JSON.parse(String(init.body)) : Object.fromEntries(url.searchParams);
    const route = routes[path];
    const reply =
      typeof route === 'function' ? await route(body) : (route ?? { status: 404, message: 'Not found.' });
    const status = reply.status ?? 200;
    const envelope = {
      success: reply.success ?? status < 400,
      message: reply.message ?? '',
      data: reply.data ?? null,
      errors: reply.errors,
    };
    return new Response(JSON.stringify(envelope), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The JSON bodies (or, for a GET, the query) sent to one API path, in order. */
export const bodiesFor = (fetchMock: ReturnType<typeof mockApi>, path: string) =>
  fetchMock.mock.calls
    .filter(([input]) => new URL(String(input), 'http://localhost').pathname === `/api/${path}`)
    .map(([input, init]) =>
      init?.body
        ? JSON.parse(String(init.body))
        : Object.fromEntries(new URL(String(input), 'http://localhost').searchParams),
    );

/** A field as payment/detail sends it. */
export const field = (key: string, objectType: number, patch: Partial<PaymentField> = {}): PaymentField => ({
  key,
  mask: null,
  objectType: objectType as PaymentField['objectType'],
  option: null,
  rules: {},
  ...patch,
});

/** The seeded bank-transfer withdrawal: one field of every kind the brief names. */
export const BANK_FIELDS: PaymentField[] = [
  field('Amount', FieldType.Decimal, { rules: { min: 100, max: 50_000 } }),
  field('Bank', FieldType.Dropdown, {
    option: [
      { id: 46, name: 'Akbank' },
      { id: 62, name: 'Garanti BBVA' },
    ],
  }),
  field('Iban', FieldType.String, { mask: 'TR00 0000 0000 0000 0000 0000 00', rules: { check: 'iban' } }),
  field('AccountHolder', FieldType.String, {
    rules: { minLength: 2, maxLength: 100, pattern: '\\p{L}+( \\p{L}+)*' },
  }),
  field('BranchCode', FieldType.Int, { mask: '0000', rules: { min: 1, max: 9999 } }),
];

/** A valid Turkish IBAN (mod 97) and a Luhn-valid card number. */
export const IBAN = 'TR330006100519786457841326';
export const CARD = '4111111111111111';
