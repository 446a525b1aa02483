import type { ScopeLimit } from '@lalebet/shared';
import { screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { mockApi, ok } from '@/test/mock-api';
import { loadLocale, render } from '@/test/render';
import LimitsPage from './limits-page';
import { me } from './sportsbook.fixtures';

const success = vi.fn();
vi.mock('sonner', () => ({ toast: { success: (...a: unknown[]) => success(...a), error: vi.fn() } }));

const LIST = 'GET /api/admin/sportsbook/scope-limits';
const PUT = 'PUT /api/admin/sportsbook/scope-limits';
const league: ScopeLimit = {
  scope: 'tournament',
  key: 'sr:tournament:52',
  maxStake: 5000,
  maxLiability: null,
  reason: 'Zayıf lig',
  updatedBy: 'trader1',
  updatedAt: '2026-12-07T01:00:00.000Z',
};

function show(permissions = ['sportsbook:view', 'sportsbook:limits']) {
  const api = mockApi({
    'GET /api/admin/auth/me': me(permissions),
    [LIST]: { items: [league] },
    [PUT]: ok({ status: 'pending', requestId: 7, items: [league] }),
  });
  return { api, ...render(<LimitsPage />) };
}

beforeAll(() => loadLocale('en', ['sportsbook']));
afterEach(() => success.mockReset());

describe('scope limits', () => {
  it('lists the limits in force and changes one with a reason; an empty box is no limit', async () => {
    const { api, user } = show();
    await user.click(await screen.findByRole('button', { name: 'Change the limits of sr:tournament:52' }));
    const stake = screen.getByLabelText('Maximum stake');
    await vi.waitFor(() => expect((stake as HTMLInputElement).value).toBe('5000'));
    await user.clear(stake);
    await user.type(stake, '8000');
    await user.type(screen.getByLabelText('Reason'), 'Likidite arttı');
    await user.click(screen.getByRole('button', { name: 'Save limits' }));
    await vi.waitFor(() => expect(api.callsTo(PUT)).toHaveLength(1));
    expect(api.callsTo(PUT)[0]!.body).toEqual({
      scope: 'tournament',
      key: 'sr:tournament:52',
      maxStake: 8000,
      maxLiability: null,
      reason: 'Likidite arttı',
    });
    await vi.waitFor(() => expect(success).toHaveBeenCalled());
  });

  it('refuses an amount that is not whole lira before sending', async () => {
    const { api, user } = show();
    await screen.findByRole('button', { name: 'Change the limits of sr:tournament:52' });
    await user.type(screen.getByLabelText('Sport, tournament or market'), 'soccer');
    await user.type(screen.getByLabelText('Maximum liability per outcome'), '12.5');
    await user.type(screen.getByLabelText('Reason'), 'Risk');
    await user.click(screen.getByRole('button', { name: 'Save limits' }));
    const field = screen.getByLabelText('Maximum liability per outcome');
    await vi.waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    expect(api.callsTo(PUT)).toHaveLength(0);
  });

  it('a viewer without sportsbook:limits sees them but cannot change them', async () => {
    show(['sportsbook:view']);
    expect(await screen.findByText('Changing limits needs the sportsbook:limits permission.')).toBeTruthy();
    expect(await screen.findByText(/5[.,]000/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save limits' })).toBeNull();
  });
});
