import type { StaffMember } from './api/staff';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18next, initI18n } from '@/lib/i18n';
import { session } from '@/lib/session';
import StaffPage from './staff-page';

const member = (over: Partial<StaffMember>): StaffMember => ({
  id: 1,
  username: 'destek1',
  roles: ['support'],
  twoFactor: true,
  disabled: false,
  createdAt: '2026-12-01T09:00:00.000Z',
  customerId: null,
  email: 'destek1@ornek.com.tr',
  invited: false,
  ...over,
});
const staff = [member({}), member({ id: 2, username: 'ayrilan', disabled: true })];
const hidden = true;

/** GET admin/staff, admin/roles and admin/auth/me; any POST answers success with `postData`. */
function mockApi(postData: unknown = null) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = new URL(String(input), 'http://admin.test').pathname;
    const data =
      init?.method === 'POST'
        ? postData
        : path === '/api/admin/staff'
          ? { items: staff, total: staff.length }
          : path === '/api/admin/roles'
            ? [{ name: 'support', builtin: true, permissions: ['customers:view'] }]
            : { username: 'operator', permissions: ['staff:view', 'staff:manage'] };
    return new Response(JSON.stringify({ success: true, message: '', data }), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function show() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '/', element: <StaffPage /> }], { initialEntries: ['/'] });
  return render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}
const dialogNamed = async (title: string) =>
  (await screen.findByRole('heading', { name: title, hidden })).closest('dialog') as HTMLElement;

beforeAll(async () => {
  localStorage.setItem('lalebet.admin.lang', 'en');
  await initI18n();
  await i18next.changeLanguage('en');
  await i18next.loadNamespaces(['staff']);
});
afterEach(() => vi.unstubAllGlobals());

describe('the staff page (ADR 044)', () => {
  it('shows the real disabled state and disables with a reason', async () => {
    session.set('staff-token');
    const fetchMock = mockApi();
    const user = userEvent.setup();
    show();
    const gone = (await screen.findByText('ayrilan')).closest('tr')!;
    expect(within(gone).getByText('Disabled')).toBeTruthy();
    expect(within(gone).getByRole('button', { name: 'Enable' })).toBeTruthy();
    const row = screen.getByText('destek1').closest('tr')!;
    await user.click(within(row).getByRole('button', { name: 'Disable' }));
    const dialog = await dialogNamed('Disable destek1');
    await user.type(within(dialog).getByRole('textbox', { hidden }), 'İşten ayrıldı');
    await user.click(within(dialog).getByRole('button', { name: 'Disable', hidden }));
    const post = fetchMock.mock.calls.find(([, i]) => i?.method === 'POST');
    expect(String(post![0])).toBe('/api/admin/staff/1/disable');
    expect(JSON.parse(String(post![1]!.body))).toEqual({ reason: 'İşten ayrıldı' });
  });

  it('creates staff without a password field: e-mail and phone, then the invitation goes out', async () => {
    session.set('staff-token');
    const fetchMock = mockApi({ status: 'invited', id: 3, requestId: null });
    const user = userEvent.setup();
    show();
    await user.click(await screen.findByRole('button', { name: 'Add staff member' }));
    const dialog = await dialogNamed('Add staff member');
    expect(within(dialog).queryByLabelText('Password')).toBeNull();
    await user.type(within(dialog).getByLabelText('Username'), 'yeni1');
    await user.type(within(dialog).getByLabelText('E-mail'), 'yeni1@ornek.com.tr');
    await user.type(within(dialog).getByLabelText('Phone'), '5321234567');
    await user.click(within(dialog).getByLabelText(/^support/));
    await user.click(within(dialog).getByRole('button', { name: 'Add staff member', hidden }));
    const post = await vi.waitFor(() => {
      const found = fetchMock.mock.calls.find(([, i]) => i?.method === 'POST');
      if (!found) throw new Error('no POST yet');
      return found;
    });
    expect(String(post[0])).toBe('/api/admin/staff');
    const sent = JSON.parse(String(post[1]!.body));
    expect(sent).not.toHaveProperty('password');
    expect(sent).toMatchObject({
      username: 'yeni1',
      email: 'yeni1@ornek.com.tr',
      phone: '5321234567',
      roles: ['support'],
    });
  });
});
