import type { MarginSetting } from '@lalebet/shared';
import { screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { mockApi, ok } from '@/test/mock-api';
import { loadLocale, render } from '@/test/render';
import MarginsPage from './margins-page';
import { me } from './sportsbook.fixtures';

const success = vi.fn();
vi.mock('sonner', () => ({ toast: { success: (...a: unknown[]) => success(...a), error: vi.fn() } }));

const LIST = 'GET /api/admin/sportsbook/margins';
const PUT = 'PUT /api/admin/sportsbook/margins';
const soccer: MarginSetting = {
  scope: 'sport',
  key: 'soccer',
  marginBp: 150,
  reason: 'Derbi haftası',
  updatedBy: 'trader1',
  updatedAt: '2026-12-07T01:00:00.000Z',
};

function show(permissions = ['sportsbook:view', 'sportsbook:trade']) {
  const api = mockApi({
    'GET /api/admin/auth/me': me(permissions),
    [LIST]: { items: [soccer] },
    [PUT]: ok({ items: [{ ...soccer, marginBp: 1000 }] }),
  });
  return { api, ...render(<MarginsPage />) };
}

beforeAll(() => loadLocale('en', ['sportsbook']));
afterEach(() => success.mockReset());

describe('margins', () => {
  it('lists the margins in force and changes one with a reason', async () => {
    const { api, user } = show();
    const change = await screen.findByRole('button', { name: 'Change the margin of Football' });
    expect(screen.getByText('+1.50%')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Margins' })).toBeTruthy();
    await user.click(change);
    const bp = screen.getByLabelText('Margin (basis points)');
    await vi.waitFor(() => expect((bp as HTMLInputElement).value).toBe('150'));
    await user.clear(bp);
    await user.type(bp, '1000');
    await user.type(screen.getByLabelText('Reason'), 'Derbi riski arttı');
    await user.click(screen.getByRole('button', { name: 'Save margin' }));
    await vi.waitFor(() => expect(api.callsTo(PUT)).toHaveLength(1));
    expect(api.callsTo(PUT)[0]!.body).toEqual({
      scope: 'sport',
      key: 'soccer',
      marginBp: 1000,
      reason: 'Derbi riski arttı',
    });
    await vi.waitFor(() => expect(success).toHaveBeenCalled());
  });

  it('refuses a margin out of bounds or not a whole number before sending', async () => {
    const { api, user } = show();
    await screen.findByRole('button', { name: 'Change the margin of Football' });
    await user.selectOptions(screen.getByLabelText('Scope'), 'market');
    await user.type(screen.getByLabelText('Sport, tournament or market'), '1');
    await user.type(screen.getByLabelText('Margin (basis points)'), '2500');
    await user.type(screen.getByLabelText('Reason'), 'Kampanya');
    await user.click(screen.getByRole('button', { name: 'Save margin' }));
    const field = screen.getByLabelText('Margin (basis points)');
    await vi.waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    await user.clear(field);
    await user.type(field, '1.5');
    await user.click(screen.getByRole('button', { name: 'Save margin' }));
    await vi.waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    expect(api.callsTo(PUT)).toHaveLength(0);
  });

  it('tells a viewer without sportsbook:trade that margins are not theirs to set', async () => {
    show(['sportsbook:view']);
    expect(await screen.findByText('Setting margins needs the sportsbook:trade permission.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save margin' })).toBeNull();
  });
});
