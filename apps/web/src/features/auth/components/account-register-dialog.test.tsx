import { screen, waitFor, act } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { dialogStore, openDialog } from '@/stores/dialogs';
import { clearSession } from '@/stores/session';
import { uiStore } from '@/stores/ui';
import { bodiesFor, mockApi, renderWithApp, SESSION, setupI18n, REGISTER_PAYLOAD } from '../test-utils';
import AccountRegisterDialog from './account-register-dialog';
import { COUNTRY_DEFAULT_DELAY_MS } from './register-form';

vi.mock('@/components/ui/toast', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));
const fire = vi.fn(async () => undefined);
vi.mock('canvas-confetti', () => ({ default: { create: vi.fn(() => fire) } }));

const api = (trialAmount: number, extra: Parameters<typeof mockApi>[0] = {}) =>
  mockApi({
    'auth/form': {
      data: {
        countries: [
          { id: 4, code: 'AL', name: 'Arnavutluk' },
          { id: 792, code: 'TR', name: 'Türkiye' },
        ],
      },
    },
    'bonus/trialbonusamount': { data: { amount: trialAmount } },
    'auth/register': { data: SESSION, message: 'Hesabınız oluşturuldu.' },
    'customer/updatephone': { message: 'Kod gönderildi.' },
    ...extra,
  });

/** The hidden country default lands COUNTRY_DEFAULT_DELAY_MS after the form data: run the clock there. */
const countryDefaultLands = () => act(() => vi.advanceTimersByTimeAsync(COUNTRY_DEFAULT_DELAY_MS));

async function fillForm(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Ad'), 'Ayşe');
  await user.type(screen.getByLabelText('Soyad'), 'Yılmaz');
  await user.type(screen.getByLabelText('Kullanıcı Adı'), 'ayse1990');
  await user.type(screen.getByLabelText('E-posta'), 'ayse@example.com');
  await user.type(screen.getByLabelText('Şifre'), 'Gizli-Sifre-42');
  await user.type(screen.getByLabelText('Şifre Tekrar'), 'Gizli-Sifre-42');
  await user.type(screen.getByLabelText('Telefon'), '5321234567');
  await user.type(screen.getByLabelText('Gün'), '7');
  await user.type(screen.getByLabelText('Ay'), '03');
  await user.type(screen.getByLabelText('Yıl'), '1990');
}

beforeAll(() => setupI18n('tr'));
beforeEach(() => {
  // The clock still runs (waitFor and the queries need it) but can be moved on at once.
  vi.useFakeTimers({ shouldAdvanceTime: true });
  openDialog({ name: 'register' });
});
afterEach(() => {
  vi.useRealTimers();
  clearSession();
  uiStore.set({ trialBonusAmount: 0, openChat: false });
  vi.unstubAllGlobals();
  fire.mockClear();
});

describe('the sign-up dialog', () => {
  it("sends the product's payload: Türkiye preselected, date from the boxes, phone with 90, refId, no trialBonus", async () => {
    localStorage.setItem('refId', '321');
    const fetchMock = api(0);
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderWithApp(<AccountRegisterDialog />);
    expect(screen.getByRole('heading', { name: 'Kayıt Ol' })).toBeTruthy();
    await fillForm(user);
    await countryDefaultLands();
    await user.click(screen.getByRole('button', { name: 'Kayıt Ol' }));
    await waitFor(() => expect(bodiesFor(fetchMock, 'auth/register')).toHaveLength(1));
    expect(bodiesFor(fetchMock, 'auth/register')[0]).toEqual({ ...REGISTER_PAYLOAD, refId: 321 });
    // Logged in, and without a trial bonus straight to the celebration: Deposit or Live Chat.
    expect(JSON.parse(localStorage.getItem('authData')!)).toMatchObject({ token: 'tok-1' });
    expect(await screen.findByText(/Kaydınız tamamlandı\. İlk yatırımınızı/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Canlı Destek' }));
    expect(uiStore.get().openChat).toBe(true);
    expect(dialogStore.get().current).toBeNull();
  });

  it('never submits an invalid form and shows the first error per field', async () => {
    const fetchMock = api(0);
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderWithApp(<AccountRegisterDialog />);
    await user.click(screen.getByRole('button', { name: 'Kayıt Ol' }));
    expect((await screen.findAllByText('Bu alan zorunludur.')).length).toBeGreaterThan(5);
    expect(bodiesFor(fetchMock, 'auth/register')).toHaveLength(0);
  });

  it("puts the server's field errors on the fields", async () => {
    api(0, {
      'auth/register': {
        status: 400,
        message: 'Kullanıcı adı alınmış.',
        errors: [{ path: 'body.email', message: 'E-posta kullanımda.' }],
      },
    });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderWithApp(<AccountRegisterDialog />);
    await fillForm(user);
    await countryDefaultLands();
    await user.click(screen.getByRole('button', { name: 'Kayıt Ol' }));
    expect(await screen.findByText('E-posta kullanımda.')).toBeTruthy();
    const { toast } = await import('@/components/ui/toast');
    expect(toast.error).toHaveBeenCalledWith('Kullanıcı adı alınmış.');
  });

  it('groups the birth date under its accessible name and refuses an under-18 date before sending', async () => {
    const fetchMock = api(0);
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderWithApp(<AccountRegisterDialog />);
    expect(screen.getByRole('group', { name: 'Doğum Tarihi' })).toBeTruthy();
    await fillForm(user);
    const year = screen.getByLabelText('Yıl');
    await user.clear(year);
    await user.type(year, String(new Date().getFullYear() - 17));
    await countryDefaultLands();
    await user.click(screen.getByRole('button', { name: 'Kayıt Ol' }));
    expect(await screen.findByText('Kayıt olmak için en az 18 yaşında olmalısınız.')).toBeTruthy();
    expect(bodiesFor(fetchMock, 'auth/register')).toHaveLength(0);
  });

  it("shows the server's refusal under the declared country's higher minimum age (UNDERAGE)", async () => {
    api(0, {
      'auth/register': {
        status: 403,
        code: 'UNDERAGE',
        message: 'Hesap açmak için en az 21 yaşında olmalısınız.',
        data: { minimumAge: 21 },
      },
    });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderWithApp(<AccountRegisterDialog />);
    await fillForm(user);
    await countryDefaultLands();
    await user.click(screen.getByRole('button', { name: 'Kayıt Ol' }));
    const { toast } = await import('@/components/ui/toast');
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Hesap açmak için en az 21 yaşında olmalısınız.'),
    );
    expect(dialogStore.get().current).toMatchObject({ name: 'register' });
  });

  it('with the trial bonus ticked, asks for the SMS code at once, then celebrates and claims', async () => {
    const fetchMock = api(50, { 'bonus/definetrialbonus': { data: null } });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderWithApp(<AccountRegisterDialog />);
    const box = await screen.findByRole('checkbox', { name: '₺50 deneme bonusu istiyorum' });
    await fillForm(user);
    await user.click(box);
    await countryDefaultLands();
    await user.click(screen.getByRole('button', { name: 'Kayıt Ol' }));

    // Step 2 straight away: the code went to the registered phone.
    const code = await screen.findByLabelText('SMS Kodu');
    expect(bodiesFor(fetchMock, 'customer/updatephone')).toEqual([{ step: 1, phone: '905321234567' }]);
    expect(screen.getByText(/₺50 deneme bonusunuzu almak için/)).toBeTruthy();
    expect((screen.getByLabelText('Telefon') as HTMLInputElement).readOnly).toBe(true);
    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: 'Doğrula' }));
    await waitFor(() =>
      expect(bodiesFor(fetchMock, 'customer/updatephone')[1]).toEqual({
        step: 2,
        phone: '905321234567',
        code: '123456',
      }),
    );
    expect(JSON.parse(localStorage.getItem('authData')!)).toMatchObject({
      smsVerified: true,
      phone: '905321234567',
    });

    await user.click(await screen.findByRole('button', { name: 'Evet' }));
    await waitFor(() => expect(fire).toHaveBeenCalledWith(expect.objectContaining({ particleCount: 150 })));
    await waitFor(() => expect(dialogStore.get().current).toBeNull());
  });

  it('without the box ticked, resets the trial amount and shows the plain celebration', async () => {
    const fetchMock = api(50);
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderWithApp(<AccountRegisterDialog />);
    await screen.findByRole('checkbox');
    await fillForm(user);
    await countryDefaultLands();
    await user.click(screen.getByRole('button', { name: 'Kayıt Ol' }));
    expect(await screen.findByRole('button', { name: 'Para Yatır' })).toBeTruthy();
    expect(uiStore.get().trialBonusAmount).toBe(0);
    expect(bodiesFor(fetchMock, 'customer/updatephone')).toHaveLength(0);
  });
});
