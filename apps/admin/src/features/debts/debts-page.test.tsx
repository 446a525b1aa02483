import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { mockApi } from '@/test/mock-api';
import { loadLocale, render } from '@/test/render';
import DebtsPage from './debts-page';

const item = (id: number, writeOffPending: boolean) => ({
  id,
  betId: `${id}a2b3c4d-0000-4000-8000-000000000000`,
  customerId: 40 + id,
  username: `oyuncu${id}`,
  amount: 500,
  collected: 200,
  writtenOff: 0,
  open: 300,
  createdAt: '2026-12-01T10:00:00.000Z',
  resolvedAt: null,
  writeOffPending,
});

beforeAll(() => loadLocale('tr', ['debts']));

describe('the debt queue', () => {
  it('lists open debts with the player linked to Player 360 and a waiting write-off marked', async () => {
    const api = mockApi({
      'GET /api/admin/auth/me': { id: 1, username: 'kasa1', roles: [], permissions: ['adjustments:view'] },
      'GET /api/admin/debts': { items: [item(1, false), item(2, true)], total: 2 },
    });
    render(<DebtsPage />, { path: '/debts', url: '/debts' });
    const table = await screen.findByRole('table', { name: 'Açık oyuncu borçları' });
    const link = await within(table).findByRole('link', { name: 'oyuncu1 (#41)' });
    expect(link.getAttribute('href')).toMatch(/\/customers\/41$/);
    expect(within(table).getAllByText('Borç silme onay bekliyor')).toHaveLength(1);
    expect(api.callsTo('GET /api/admin/debts')[0]!.query.get('take')).toBe('25');
  });
});
