import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { toast } from '@/components/ui/toast';
import { RG, bodiesFor, mockApi, renderWith, rgWith, setupI18n } from '../test-utils';
import { ResponsibleGamingPage } from './responsible-gaming-page';

vi.mock('@/components/ui/toast', () => ({
  toast: { success: vi.fn(), error: vi.fn(), info: vi.fn(), warning: vi.fn() },
}));

beforeAll(() => setupI18n('tr'));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const panel = (name: string) => screen.getByRole('region', { name });

describe('ResponsibleGamingPage', () => {
  it('shows each limit with value, used, left and reset time, and unset periods as none', async () => {
    mockApi({ 'customer/responsiblegaming': { data: RG } });
    renderWith(<ResponsibleGamingPage onSessionEnded={vi.fn()} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Sorumlu Oyun' })).toBeTruthy();
    const row = within(panel('Para yatırma limiti')).getByTestId('limit-deposit-day');
    expect(row.textContent).toContain('₺500,00');
    expect(row.textContent).toContain('₺400,00');
    expect(row.textContent).toContain('₺100,00');
    expect(row.textContent).toMatch(/2026/);
    const week = within(panel('Para yatırma limiti')).getByTestId('limit-deposit-week');
    expect(week.textContent).toContain('Limit yok');
    // The session-time limit has one period, in minutes.
    expect(within(panel('Oturum süresi limiti')).getByLabelText('Süre (dakika)')).toBeTruthy();
  });

  it('submits a lower limit from the form, validated by the shared schema, and says it applies', async () => {
    const user = userEvent.setup();
    const fetchMock = mockApi({
      'customer/responsiblegaming': { data: RG },
      'customer/limits': {
        data: { applied: true, effectiveAt: '2026-11-27T12:00:00.000Z', requestId: null },
      },
    });
    renderWith(<ResponsibleGamingPage onSessionEnded={vi.fn()} />);
    await screen.findByRole('heading', { level: 1 });
    const deposit = panel('Para yatırma limiti');
    // Three decimals: the schema refuses it before anything is sent.
    await user.type(within(deposit).getByLabelText('Tutar (₺)'), '10.505');
    await user.click(within(deposit).getByRole('button', { name: 'Limiti kaydet' }));
    expect(await within(deposit).findByRole('alert')).toBeTruthy();
    expect(bodiesFor(fetchMock, 'customer/limits')).toEqual([]);

    await user.clear(within(deposit).getByLabelText('Tutar (₺)'));
    await user.type(within(deposit).getByLabelText('Tutar (₺)'), '300');
    await user.selectOptions(within(deposit).getByLabelText('Süre'), 'week');
    await user.click(within(deposit).getByRole('button', { name: 'Limiti kaydet' }));
    await waitFor(() =>
      expect(bodiesFor(fetchMock, 'customer/limits')).toEqual([
        { kind: 'deposit', period: 'week', amount: 300 },
      ]),
    );
    await waitFor(() => expect(toast.success).toHaveBeenCalledOnce());
    await waitFor(() =>
      expect((within(deposit).getByLabelText('Tutar (₺)') as HTMLInputElement).value).toBe(''),
    );
    expect(vi.mocked(toast.success).mock.calls[0]![0]).toMatch(/^Limitiniz .*2026.* itibarıyla geçerli\.$/);
  });

  it('shows a pending raise with its dates; Confirm only once confirmable, Cancel at any time', async () => {
    const user = userEvent.setup();
    const pending = {
      id: 7,
      kind: 'deposit' as const,
      period: 'day' as const,
      value: 1000,
      requestedAt: '2026-11-27T10:00:00.000Z',
      availableAt: '2026-11-28T10:00:00.000Z',
      expiresAt: '2026-12-05T10:00:00.000Z',
      confirmable: false,
    };
    const fetchMock = mockApi({
      'customer/responsiblegaming': { data: rgWith({ pending: [pending] }) },
      'customer/limits/cancel': { data: null },
    });
    renderWith(<ResponsibleGamingPage onSessionEnded={vi.fn()} />);
    const list = within(await screen.findByRole('region', { name: 'Bekleyen değişiklikler' }));
    expect(list.getByText('Para yatırma limiti · Günlük: ₺1.000,00')).toBeTruthy();
    expect(list.getByText(/^Onaylanabileceği tarih: 28 Kas 2026/)).toBeTruthy();
    expect(list.getByText(/^Onaylanmazsa 5 Ara 2026/)).toBeTruthy();
    expect((list.getByRole('button', { name: 'Onayla' }) as HTMLButtonElement).disabled).toBe(true);
    await user.click(list.getByRole('button', { name: 'İptal et' }));
    await waitFor(() => expect(bodiesFor(fetchMock, 'customer/limits/cancel')).toEqual([{ id: 7 }]));
  });

  it("shows the server's refusal as a toast", async () => {
    const user = userEvent.setup();
    mockApi({
      'customer/responsiblegaming': { data: RG },
      'customer/limits': {
        status: 409,
        code: 'LIMIT_REQUEST_NOT_READY',
        message: 'Bu limit değişikliği henüz onaylanamaz.',
      },
    });
    renderWith(<ResponsibleGamingPage onSessionEnded={vi.fn()} />);
    await screen.findByRole('heading', { level: 1 });
    const wager = panel('Bahis limiti');
    await user.type(within(wager).getByLabelText('Tutar (₺)'), '50');
    await user.click(within(wager).getByRole('button', { name: 'Limiti kaydet' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Bu limit değişikliği henüz onaylanamaz.'));
  });

  it('asks before a time-out in a titled dialog that warns it cannot be shortened, then ends the session', async () => {
    const user = userEvent.setup();
    const ended = vi.fn();
    const fetchMock = mockApi({
      'customer/responsiblegaming': { data: RG },
      'customer/timeout': { data: null },
    });
    renderWith(<ResponsibleGamingPage onSessionEnded={ended} />);
    await screen.findByRole('heading', { level: 1 });
    await user.click(screen.getByRole('button', { name: '7 gün' }));
    const dialog = screen.getByRole('dialog', { name: '7 gün mola alınsın mı?' });
    expect(dialog.textContent).toContain('kısaltılamaz');
    // Nothing is sent until the player confirms.
    expect(bodiesFor(fetchMock, 'customer/timeout')).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Evet, mola al' }));
    await waitFor(() => expect(ended).toHaveBeenCalledWith('timed_out'));
    expect(bodiesFor(fetchMock, 'customer/timeout')).toEqual([{ period: '7d' }]);
  });

  it('offers the four self-exclusion lengths, permanent asked as such', async () => {
    const user = userEvent.setup();
    mockApi({ 'customer/responsiblegaming': { data: RG } });
    renderWith(<ResponsibleGamingPage onSessionEnded={vi.fn()} />);
    await screen.findByRole('heading', { level: 1 });
    for (const name of ['6 ay', '1 yıl', '5 yıl', 'Kalıcı'])
      expect(screen.getByRole('button', { name })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Kalıcı' }));
    expect(
      screen.getByRole('dialog', { name: 'Kendinizi kalıcı olarak uzaklaştırmak istiyor musunuz?' }),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Vazgeç' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
