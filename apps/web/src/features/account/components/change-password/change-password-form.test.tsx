import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { toast } from '@/components/ui/toast';
import { mockApi, postedTo, renderPage, setupI18n } from '../../test-utils';
import { STORAGE_KEYS } from '@/lib/storage';
import { clearSession, sessionStore, setSession } from '@/stores/session';
import { SESSION, sessionWith } from '@/test/session';
import { ChangePasswordForm } from './change-password-form';

vi.mock('@/components/ui/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const submit = () => screen.getByRole('button', { name: 'Şifreyi Değiştir' });

async function fill(user: ReturnType<typeof userEvent.setup>, old: string, next: string, again: string) {
  if (old) await user.type(field('Mevcut Şifre'), old);
  if (next) await user.type(field('Yeni Şifre'), next);
  if (again) await user.type(field('Yeni Şifre (Tekrar)'), again);
}

beforeAll(() => setupI18n('tr'));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('ChangePasswordForm', () => {
  it('does nothing on an empty submit but show that every field is required', async () => {
    const user = userEvent.setup();
    const fetchMock = mockApi({});
    renderPage(<ChangePasswordForm />);
    await user.click(submit());
    expect(await screen.findAllByText('Bu alan zorunludur.')).toHaveLength(3);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('refuses what the server refuses: a new password under 8 characters, and a mismatch', async () => {
    const user = userEvent.setup();
    const fetchMock = mockApi({});
    renderPage(<ChangePasswordForm />);
    await fill(user, 'ab', 'Kisa-12', 'Yeni-Sifre-2');
    await user.click(submit());
    expect(await screen.findByText('En az 3 karakter olmalıdır.')).toBeTruthy();
    expect(screen.getByText('En az 8 karakter olmalıdır.')).toBeTruthy();
    expect(screen.getByText('Şifreler eşleşmiyor.')).toBeTruthy();
    expect(field('Yeni Şifre (Tekrar)').getAttribute('aria-invalid')).toBe('true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends a valid form, toasts the server message and clears the form', async () => {
    const user = userEvent.setup();
    const fetchMock = mockApi({
      'customer/changepassword': { message: 'Şifreniz değiştirildi.', data: { token: 'yeni-token' } },
    });
    renderPage(<ChangePasswordForm />);
    await fill(user, 'Eski-Sifre-1', 'Yeni-Sifre-1', 'Yeni-Sifre-1');
    await user.click(submit());
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Şifreniz değiştirildi.'));
    expect(postedTo(fetchMock, 'customer/changepassword')).toEqual([
      { oldPassword: 'Eski-Sifre-1', password: 'Yeni-Sifre-1', confirmPassword: 'Yeni-Sifre-1' },
    ]);
    expect(
      [field('Mevcut Şifre'), field('Yeni Şifre'), field('Yeni Şifre (Tekrar)')].map((f) => f.value),
    ).toEqual(['', '', '']);
  });

  it('stores the new session token from the answer, so the player stays logged in', async () => {
    const user = userEvent.setup();
    setSession(sessionWith({ token: 'eski-token' }));
    const fetchMock = mockApi({
      'customer/changepassword': { message: 'Şifreniz değiştirildi.', data: { token: 'yeni-token' } },
    });
    renderPage(<ChangePasswordForm />);
    await fill(user, 'Eski-Sifre-1', 'Yeni-Sifre-1', 'Yeni-Sifre-1');
    await user.click(submit());
    await waitFor(() => expect(toast.success).toHaveBeenCalled());
    // The change itself went out with the old token; everything after it uses the new one.
    const sent = fetchMock.mock.calls.find(([u]) => String(u).includes('customer/changepassword'))!;
    expect(new Headers(sent[1]?.headers).get('authorization')).toBe('Bearer eski-token');
    expect(sessionStore.get().session).toMatchObject({ token: 'yeni-token', username: SESSION.username });
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.authData)!)).toMatchObject({ token: 'yeni-token' });
    clearSession();
  });

  it('shows a refusal as an error toast with the server message and keeps the form', async () => {
    const user = userEvent.setup();
    mockApi({ 'customer/changepassword': { status: 400, message: 'Mevcut şifreniz hatalı.' } });
    renderPage(<ChangePasswordForm />);
    await fill(user, 'Yanlis-Sifre', 'Yeni-Sifre-1', 'Yeni-Sifre-1');
    await user.click(submit());
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Mevcut şifreniz hatalı.'));
    expect(toast.success).not.toHaveBeenCalled();
    expect(field('Yeni Şifre').value).toBe('Yeni-Sifre-1');
  });

  it('accepts a current password as long as any login accepts (128), and refuses 129', async () => {
    const user = userEvent.setup();
    const fetchMock = mockApi({
      'customer/changepassword': { message: 'Şifreniz değiştirildi.', data: { token: 'yeni-token' } },
    });
    renderPage(<ChangePasswordForm />);
    await user.click(field('Mevcut Şifre'));
    await user.paste('x'.repeat(129));
    await fill(user, '', 'Yeni-Sifre-1', 'Yeni-Sifre-1');
    await user.click(submit());
    expect(await screen.findByText('En fazla 128 karakter olmalıdır.')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
    await user.clear(field('Mevcut Şifre'));
    await user.click(field('Mevcut Şifre'));
    await user.paste('x'.repeat(128));
    await user.click(submit());
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Şifreniz değiştirildi.'));
  });

  it("puts the server's field errors (body.<field>) on the fields", async () => {
    const user = userEvent.setup();
    mockApi({
      'customer/changepassword': {
        status: 400,
        code: 'VALIDATION_FAILED',
        message: 'Şifreler eşleşmiyor.',
        errors: [{ path: 'body.confirmPassword', message: 'Şifreler eşleşmiyor.' }],
      },
    });
    renderPage(<ChangePasswordForm />);
    await fill(user, 'Eski-Sifre-1', 'Yeni-Sifre-1', 'Yeni-Sifre-1');
    await user.click(submit());
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Şifreler eşleşmiyor.'));
    expect(await screen.findByText('Şifreler eşleşmiyor.')).toBeTruthy();
    expect(field('Yeni Şifre (Tekrar)').getAttribute('aria-invalid')).toBe('true');
    expect(field('Mevcut Şifre').getAttribute('aria-invalid')).not.toBe('true');
  });
});
