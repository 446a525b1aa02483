import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@/components/ui/toast';
import { dialogStore, openDialog } from '@/stores/dialogs';
import { clearSession, sessionStore } from '@/stores/session';
import { uiStore } from '@/stores/ui';
import { bodiesFor, mockApi, renderWithApp, SESSION, setupI18n } from '../test-utils';
import AccountLoginDialog from './account-login-dialog';

vi.mock('@/components/ui/toast', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));

beforeAll(() => setupI18n('en'));
beforeEach(() => openDialog({ name: 'login' }));
afterEach(() => {
  clearSession();
  vi.unstubAllGlobals();
  vi.mocked(toast.error).mockClear();
});

async function logIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Username'), 'ayse1990');
  await user.type(screen.getByLabelText('Password'), 'secret-1');
  await user.click(screen.getByRole('button', { name: 'Login' }));
}

describe('the login dialog', () => {
  it('logs in: the session is stored, the server message shows and all dialogs close', async () => {
    const fetchMock = mockApi({ 'auth/login': { data: SESSION, message: 'Welcome back!' } });
    const user = userEvent.setup();
    renderWithApp(<AccountLoginDialog dialog={{ name: 'login' }} />);
    expect(screen.getByRole('dialog', { name: 'Login' })).toBeTruthy();
    await logIn(user);
    await waitFor(() => expect(dialogStore.get().current).toBeNull());
    expect(bodiesFor(fetchMock, 'auth/login')).toEqual([{ username: 'ayse1990', password: 'secret-1' }]);
    expect(JSON.parse(localStorage.getItem('authData')!)).toEqual(SESSION);
    expect(sessionStore.get().session?.username).toBe('ayse1990');
    expect(uiStore.get().hasLogin).toBe(true);
    expect(toast.success).toHaveBeenCalledWith('Welcome back!');
  });

  it('continues to the page the guard stopped', async () => {
    mockApi({ 'auth/login': { data: SESSION, message: 'ok' } });
    const user = userEvent.setup();
    const { router } = renderWithApp(
      <AccountLoginDialog dialog={{ name: 'login', data: { redirectTo: '/dashboard/deposit' } }} />,
    );
    await logIn(user);
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/deposit'));
  });

  it('lands a withdraw-only session (time-out, self-exclusion) on its block page, not the page asked for', async () => {
    const restriction = { code: 'TIMED_OUT', kind: 'timeout', until: '2026-12-05T10:00:00.000Z', lift: null };
    mockApi({
      'auth/login': { data: { ...SESSION, restriction }, message: 'Your account is on a time-out.' },
    });
    const user = userEvent.setup();
    const { router } = renderWithApp(
      <AccountLoginDialog dialog={{ name: 'login', data: { redirectTo: '/dashboard/deposit' } }} />,
    );
    await logIn(user);
    await waitFor(() => expect(toast.info).toHaveBeenCalledWith('Your account is on a time-out.'));
    expect(router.state.location.pathname).toBe('/');
    expect(sessionStore.get().session?.restriction).toEqual(restriction);
  });

  it('shows the server message on failure and stays open', async () => {
    mockApi({ 'auth/login': { status: 400, message: 'Username or password is wrong.' } });
    const user = userEvent.setup();
    renderWithApp(<AccountLoginDialog dialog={{ name: 'login' }} />);
    await logIn(user);
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Username or password is wrong.'));
    expect(dialogStore.get().current?.name).toBe('login');
    expect(localStorage.getItem('authData')).toBeNull();
  });

  it('validates before sending and links to recovery and sign-up', async () => {
    const fetchMock = mockApi({});
    const user = userEvent.setup();
    renderWithApp(<AccountLoginDialog dialog={{ name: 'login' }} />);
    await user.type(screen.getByLabelText('Password'), 'ab');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('This field is required.')).toBeTruthy();
    expect(screen.getByText('Must be at least 3 characters.')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Recovery Password' }));
    expect(dialogStore.get().current?.name).toBe('recovery');
    await user.click(screen.getByRole('button', { name: 'Not a Member? Sign Up Now!' }));
    expect(dialogStore.get().current?.name).toBe('register');
  });

  it('sends a 128-character password (the longest sign-up accepts) and refuses 129', async () => {
    const fetchMock = mockApi({ 'auth/login': { data: SESSION, message: 'Welcome back!' } });
    const user = userEvent.setup();
    renderWithApp(<AccountLoginDialog dialog={{ name: 'login' }} />);
    await user.type(screen.getByLabelText('Username'), 'ayse1990');
    await user.click(screen.getByLabelText('Password'));
    await user.paste('p'.repeat(129));
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Must be at most 128 characters.')).toBeTruthy();
    expect(bodiesFor(fetchMock, 'auth/login')).toEqual([]);
    await user.keyboard('{Backspace}');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() =>
      expect(bodiesFor(fetchMock, 'auth/login')).toEqual([
        { username: 'ayse1990', password: 'p'.repeat(128) },
      ]),
    );
  });
});
