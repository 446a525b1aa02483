import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fail, mockApi, ok } from '@/test/mock-api';
import { loadLocale, render } from '@/test/render';
import type { CustomerDetail } from './api/get-customer';
import { API } from './compliance-tabs.fixtures';
import CustomerPage from './customer-page';

const success = vi.fn();
vi.mock('sonner', () => ({ toast: { success: (...a: unknown[]) => success(...a), error: vi.fn() } }));

const LIMITS = 'POST /api/admin/customers/7/limits';
const TIMEOUT = 'POST /api/admin/customers/7/timeout';
const OVERVIEW = 'GET /api/admin/customers/7/protection/overview';

const detail = (allowedActions: string[]) =>
  ({
    profile: { id: 7, username: 'ayse7', payoutDestinations: [], masked: true, createdAt: '2026-11-01' },
    status: { state: 'active', until: null, locked: false, disabled: false },
    balances: { real: 0, bonus: 0, pendingWithdrawals: 0 },
    kyc: { status: 'approved', updatedAt: null },
    protection: { activeLimits: 2, pendingLimitChanges: 1, openFlags: 1 },
    counts: { activeSessions: 0 },
    debts: [],
    allowedActions,
  }) as unknown as CustomerDetail;

/** Player 7's Protection tab; `actions` is what the server allows the caller on this player. */
function show(actions: string[], writes: Record<string, unknown> = {}) {
  const tabs = Object.fromEntries(Object.entries(API).map(([path, data]) => [`GET /api/${path}`, data]));
  const api = mockApi({
    'GET /api/admin/auth/me': { id: 1, username: 'uyum1', roles: [], permissions: ['protection:view'] },
    'GET /api/admin/customers/7': detail(actions),
    ...tabs,
    ...writes,
  });
  return { api, ...render(<CustomerPage />, { path: '/customers/:id', url: '/customers/7?tab=protection' }) };
}

type User = ReturnType<typeof show>['user'];
async function open(user: User, button: string) {
  await user.click(await screen.findByRole('button', { name: button }));
  return screen.getByRole('dialog', { name: button });
}
async function type(user: User, dialog: HTMLElement, label: string, text: string) {
  const input = within(dialog).getByLabelText(label);
  await user.clear(input);
  await user.type(input, text);
}
const save = (user: User, dialog: HTMLElement) =>
  user.click(within(dialog).getByRole('button', { name: 'Limiti kaydet' }));
/** The error tied to a field, as a screen reader announces it with the field. */
const errorOf = (dialog: HTMLElement, label: string) => {
  const id = within(dialog).getByLabelText(label).getAttribute('aria-describedby');
  return id ? document.getElementById(id)?.textContent : undefined;
};

beforeAll(() => loadLocale('tr', ['customers', 'player360', 'compliance']));
afterEach(() => success.mockReset());

describe('Player 360: protection actions', () => {
  it('offers neither action without the server allowing `protection`', async () => {
    const { api } = show(['addNote']);
    expect(await screen.findByRole('table', { name: 'Limitler' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Limit koy veya düşür' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Mola uygula' })).toBeNull();
    expect(api.calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('adds or lowers a limit: posts kind, period, lira and reason, then reloads the tab', async () => {
    const { api, user } = show(['protection'], {
      [LIMITS]: ok({ applied: true, effectiveAt: '', requestId: null }),
    });
    const dialog = await open(user, 'Limit koy veya düşür');
    expect(
      within(dialog).getByText('Şu anki en düşük limit: 300,00 ₺. Yenisi bundan yüksek olamaz.'),
    ).toBeTruthy();
    await type(user, dialog, 'Limit (₺)', '1.250,50');
    await type(user, dialog, 'Gerekçe', 'Telefonda istedi');
    await save(user, dialog);

    await vi.waitFor(() => expect(success).toHaveBeenCalledWith('Limit şimdi uygulanıyor.'));
    expect(api.callsTo(LIMITS).map((c) => c.body)).toEqual([
      { kind: 'deposit', period: 'day', value: 1250.5, reason: 'Telefonda istedi' },
    ]);
    expect(screen.queryByRole('dialog')).toBeNull();
    await vi.waitFor(() => expect(api.callsTo(OVERVIEW)).toHaveLength(2));
  });

  it('sends a session limit in whole minutes and checks the fields before sending', async () => {
    const { api, user } = show(['protection']);
    const dialog = await open(user, 'Limit koy veya düşür');
    await user.selectOptions(within(dialog).getByLabelText('Limit türü'), 'session');
    await user.selectOptions(within(dialog).getByLabelText('Dönem'), 'week');
    await type(user, dialog, 'Limit (dakika)', '20.000.000');
    await type(user, dialog, 'Gerekçe', 'ab');
    await save(user, dialog);
    await vi.waitFor(() => expect(errorOf(dialog, 'Gerekçe')).toBe('En az 3 karakter olmalıdır.'));
    expect(errorOf(dialog, 'Limit (dakika)')).toBe('En fazla 10.000.000 olmalıdır.');

    await type(user, dialog, 'Limit (dakika)', '90,5');
    await type(user, dialog, 'Gerekçe', 'Uzun oturumlar');
    await save(user, dialog);
    await vi.waitFor(() => expect(errorOf(dialog, 'Limit (dakika)')).toBe('Tam sayı girin.'));
    expect(api.callsTo(LIMITS)).toHaveLength(0);

    await type(user, dialog, 'Limit (dakika)', '90');
    await save(user, dialog);
    await vi.waitFor(() => expect(api.callsTo(LIMITS)).toHaveLength(1));
    const body = { kind: 'session', period: 'week', value: 90, reason: 'Uzun oturumlar' };
    expect(api.callsTo(LIMITS)[0]!.body).toEqual(body);
  });

  it("shows the server's field error under its field and a refusal above the fields", async () => {
    let reply = fail(400, 'VALIDATION_FAILED', 'İstek geçersiz.', [
      { path: 'body.value', message: 'Sayı çok büyük: 10000000 veya daha az olmalı' },
    ]);
    const { user } = show(['protection'], { [LIMITS]: () => reply });
    const dialog = await open(user, 'Limit koy veya düşür');
    await type(user, dialog, 'Limit (₺)', '400');
    await type(user, dialog, 'Gerekçe', 'Telefonda istedi');
    await save(user, dialog);
    await vi.waitFor(() =>
      expect(errorOf(dialog, 'Limit (₺)')).toBe('Sayı çok büyük: 10000000 veya daha az olmalı'),
    );

    reply = fail(403, 'LIMIT_RAISE_FORBIDDEN', 'Personel, oyuncunun koyduğu limiti yükseltemez.');
    await save(user, dialog);
    const alert = await within(dialog).findByText('Personel, oyuncunun koyduğu limiti yükseltemez.');
    expect(alert.getAttribute('role')).toBe('alert');
    expect(success).not.toHaveBeenCalled();
  });

  it('imposes a time-out of the chosen length with a reason', async () => {
    const { api, user } = show(['protection'], {
      [TIMEOUT]: ok({ kind: 'timeout', until: '2026-12-07T10:00:00.000Z' }, 'Mola başlatıldı.'),
    });
    const dialog = await open(user, 'Mola uygula');
    expect(within(dialog).getByRole('option', { name: '3 ay' })).toBeTruthy();
    await user.selectOptions(within(dialog).getByLabelText('Süre'), '7 gün');
    await type(user, dialog, 'Gerekçe', 'Kontrolü kaybettiğini söyledi');
    await user.click(within(dialog).getByRole('button', { name: 'Molayı başlat' }));

    await vi.waitFor(() => expect(success).toHaveBeenCalledWith('Mola başlatıldı.'));
    expect(api.callsTo(TIMEOUT).map((c) => c.body)).toEqual([
      { period: '7d', reason: 'Kontrolü kaybettiğini söyledi' },
    ]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('keeps the time-out dialog open with the refusal when a longer block is in force', async () => {
    const { user } = show(['protection'], {
      [TIMEOUT]: fail(409, 'EXCLUSION_CANNOT_SHORTEN', 'Yürürlükteki kısıtlama kısaltılamaz.'),
    });
    const dialog = await open(user, 'Mola uygula');
    await type(user, dialog, 'Gerekçe', 'Oyuncu istedi');
    await user.click(within(dialog).getByRole('button', { name: 'Molayı başlat' }));
    expect(await within(dialog).findByRole('alert')).toBeTruthy();
    expect(within(dialog).getByRole('alert').textContent).toBe('Yürürlükteki kısıtlama kısaltılamaz.');
    expect(success).not.toHaveBeenCalled();
  });
});
