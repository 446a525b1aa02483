import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, Link, Outlet, RouterProvider, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { closeDialogs, dialogStore } from '@/stores/dialogs';
import { uiStore } from '@/stores/ui';
import { LoginRedirect } from './login-redirect';
import { useLoginGuard } from './use-login-guard';

const isGuarded = (pathname: string) => pathname.startsWith('/dashboard');

/** The root layout's guard, without the rest of the shell. */
function Shell() {
  useLoginGuard(isGuarded);
  const location = useLocation();
  const mustLogin = !uiStore.get().hasLogin && isGuarded(location.pathname);
  return (
    <>
      <p data-testid="path">{location.pathname}</p>
      <Link to="/dashboard/deposit">deposit</Link>
      {mustLogin ? <LoginRedirect from={location.pathname} /> : <Outlet />}
    </>
  );
}

const renderAt = (path: string) =>
  render(
    <RouterProvider
      router={createMemoryRouter(
        [
          {
            path: '/',
            element: <Shell />,
            children: [
              { index: true, element: <p>page</p> },
              { path: '*', element: <p>page</p> },
            ],
          },
        ],
        { initialEntries: [path] },
      )}
    />,
  );

afterEach(() => {
  closeDialogs();
  uiStore.set({ hasLogin: false });
});

describe('login guard', () => {
  it('keeps a guest on the current page and opens the login dialog', async () => {
    uiStore.set({ hasLogin: false });
    renderAt('/spor');
    await act(async () => screen.getByRole('link', { name: 'deposit' }).click());
    expect(screen.getByTestId('path').textContent).toBe('/spor');
    expect(dialogStore.get().current).toEqual({ name: 'login', data: { redirectTo: '/dashboard/deposit' } });
  });

  it('lets a logged-in player through', async () => {
    uiStore.set({ hasLogin: true });
    renderAt('/spor');
    await act(async () => screen.getByRole('link', { name: 'deposit' }).click());
    expect(screen.getByTestId('path').textContent).toBe('/dashboard/deposit');
    expect(dialogStore.get().current).toBeNull();
  });

  it('sends a guest who loads a guarded page directly home, with the login dialog open', async () => {
    uiStore.set({ hasLogin: false });
    renderAt('/dashboard/bonuses');
    expect(await screen.findByText('page')).toBeTruthy();
    expect(screen.getByTestId('path').textContent).toBe('/');
    expect(dialogStore.get().current?.name).toBe('login');
  });
});
