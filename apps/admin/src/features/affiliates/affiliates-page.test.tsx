import type { Affiliate } from '@lalebet/shared';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fail, mockApi, ok } from '@/test/mock-api';
import { dialogNamed, hidden, loadLocale, render } from '@/test/render';
import AffiliatesPage from './affiliates-page';

vi.mock('sonner', () => ({ toast: { success: vi.fn() } }));

const NORTH: Affiliate = {
  id: 3,
  btag: 'a_12b_3c_',
  name: 'Kuzey',
  status: 'active',
  players: 2,
  createdAt: '2026-12-01T09:00:00Z',
};

beforeAll(() => loadLocale('en', ['affiliates']));
afterEach(() => vi.unstubAllGlobals());

describe('the affiliates page', () => {
  it('lists affiliates with their players, and shows the players of one', async () => {
    mockApi({
      'GET /api/admin/affiliates': ok({ items: [NORTH], total: 1 }),
      'GET /api/admin/affiliates/3/players': ok({
        items: [{ userCode: '12345678', registeredAt: '2026-12-02T10:00:00Z', firstDepositAt: null }],
        total: 1,
      }),
    });
    const { user } = render(<AffiliatesPage />);
    const row = (await screen.findByText('a_12b_3c_')).closest('tr')!;
    expect(within(row).getByText('2')).toBeTruthy();
    await user.click(within(row).getByRole('button', { name: 'Players of a_12b_3c_' }));
    const dialog = await dialogNamed('Players of Kuzey (a_12b_3c_)');
    expect(await within(dialog).findByText('12345678')).toBeTruthy();
  });

  it('adds an affiliate with the btag and name typed, and shows the server refusing a taken btag', async () => {
    const api = mockApi({
      'GET /api/admin/affiliates': ok({ items: [], total: 0 }),
      'POST /api/admin/affiliates': fail(
        409,
        'AFFILIATE_BTAG_TAKEN',
        'Another affiliate already uses this btag.',
      ),
    });
    const { user } = render(<AffiliatesPage />);
    await user.click(await screen.findByRole('button', { name: 'Add affiliate' }));
    const dialog = await dialogNamed('New affiliate');
    await user.type(within(dialog).getByLabelText('btag'), 'south-1');
    await user.type(within(dialog).getByLabelText('Name'), 'Güney');
    await user.click(within(dialog).getByRole('button', { name: 'Add affiliate', hidden }));
    expect(await within(dialog).findByText('Another affiliate already uses this btag.')).toBeTruthy();
    expect(api.callsTo('POST /api/admin/affiliates')[0]!.body).toEqual({ btag: 'south-1', name: 'Güney' });
  });

  it('pauses an active affiliate', async () => {
    const api = mockApi({
      'GET /api/admin/affiliates': ok({ items: [NORTH], total: 1 }),
      'PUT /api/admin/affiliates/3': ok({ ...NORTH, status: 'paused' }, 'Saved.'),
    });
    const { user } = render(<AffiliatesPage />);
    await user.click(await screen.findByRole('button', { name: 'Pause a_12b_3c_' }));
    await vi.waitFor(() =>
      expect(api.callsTo('PUT /api/admin/affiliates/3')[0]?.body).toEqual({ status: 'paused' }),
    );
  });
});
