import type { StaffMember } from './api/staff';
import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { mockApi as stubApi } from '@/test/mock-api';
import { dialogNamed, hidden, loadLocale, render } from '@/test/render';
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

/** GET admin/staff, admin/roles and admin/auth/me (signed in as `me`); any POST answers `postData`. */
function mockApi(postData: unknown = null, me = 'operator') {
  const api = stubApi({
    'GET /api/admin/staff': { items: staff, total: staff.length },
    'GET /api/admin/roles': [{ name: 'support', builtin: true, permissions: ['customers:view'] }],
    'GET /api/admin/auth/me': { username: me, permissions: ['staff:view', 'staff:manage'] },
    'POST /api/admin/staff': postData,
  });
  return api;
}
const show = () => render(<StaffPage />);

beforeAll(() => loadLocale('en', ['staff']));

describe('the staff page (ADR 044)', () => {
  it('shows the real disabled state and disables with a reason', async () => {
    const api = mockApi();
    const { user } = show();
    const gone = (await screen.findByText('ayrilan')).closest('tr')!;
    expect(within(gone).getByText('Disabled')).toBeTruthy();
    expect(within(gone).getByRole('button', { name: 'Enable' })).toBeTruthy();
    const row = screen.getByText('destek1').closest('tr')!;
    await user.click(within(row).getByRole('button', { name: 'Disable' }));
    const dialog = await dialogNamed('Disable destek1');
    await user.type(within(dialog).getByRole('textbox', { hidden }), 'İşten ayrıldı');
    await user.click(within(dialog).getByRole('button', { name: 'Disable', hidden }));
    await vi.waitFor(() => expect(api.callsTo('POST /api/admin/staff/1/disable')).toHaveLength(1));
    expect(api.callsTo('POST /api/admin/staff/1/disable')[0]!.body).toEqual({ reason: 'İşten ayrıldı' });
  });

  it('creates staff without a password field: e-mail and phone, then the invitation goes out', async () => {
    const api = mockApi({ status: 'invited', id: 3, requestId: null });
    const { user } = show();
    await user.click(await screen.findByRole('button', { name: 'Add staff member' }));
    const dialog = await dialogNamed('Add staff member');
    expect(within(dialog).queryByLabelText('Password')).toBeNull();
    await user.type(within(dialog).getByLabelText('Username'), 'yeni1');
    await user.type(within(dialog).getByLabelText('E-mail'), 'yeni1@ornek.com.tr');
    await user.type(within(dialog).getByLabelText('Phone'), '5321234567');
    await user.click(within(dialog).getByLabelText(/^support/));
    await user.click(within(dialog).getByRole('button', { name: 'Add staff member', hidden }));
    const [post] = await vi.waitFor(() => {
      const found = api.callsTo('POST /api/admin/staff');
      if (!found.length) throw new Error('no POST yet');
      return found;
    });
    const sent = post!.body;
    expect(sent).not.toHaveProperty('password');
    expect(sent).toMatchObject({
      username: 'yeni1',
      email: 'yeni1@ornek.com.tr',
      phone: '5321234567',
      roles: ['support'],
    });
  });

  it('offers no "Disable" on the signed-in staff member\'s own row (the server refuses it)', async () => {
    mockApi(null, 'destek1');
    show();
    const own = (await screen.findByText('destek1')).closest('tr')!;
    await vi.waitFor(() => expect(within(own).getByRole('button', { name: 'Edit roles' })).toBeTruthy());
    expect(within(own).queryByRole('button', { name: 'Disable' })).toBeNull();
    const other = screen.getByText('ayrilan').closest('tr')!;
    expect(within(other).getByRole('button', { name: 'Enable' })).toBeTruthy();
  });
});
