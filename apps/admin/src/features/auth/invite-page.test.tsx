import { screen, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { session } from '@/lib/session';
import { type Call, fail, mockApi, ok } from '@/test/mock-api';
import { loadLocale, render } from '@/test/render';
import InvitePage from './invite-page';

const SECRET = 'JBSWY3DPEHPK3PXP';
const routes = {
  'POST /api/admin/auth/invitation/check': ok({ username: 'yeni1' }),
  'POST /api/admin/auth/invitation': ok({ username: 'yeni1', stage: 'enrolment', token: 'enrol-only' }),
  'POST /api/admin/auth/totp/enrol': ok({
    secret: SECRET,
    otpauthUri: `otpauth://totp/LaleBet:yeni1?secret=${SECRET}`,
  }),
  'POST /api/admin/auth/totp/confirm': (call: Call) =>
    (call.body as { code: string }).code === '123456'
      ? ok({ recoveryCodes: ['aaaa-bbbb', 'cccc-dddd'], token: 'full' })
      : fail(400, 'INVALID_CODE', 'The code is not right.'),
};

beforeAll(() => loadLocale('en'));
beforeEach(() => {
  window.location.hash = '#invite-token';
});

describe('the invitation page: password, then TOTP enrolment', () => {
  it('sets the password, shows the secret to add, refuses a wrong code and hands out recovery codes', async () => {
    const api = mockApi(routes);
    const { user, router } = render(<InvitePage />, { path: '*', url: '/invite' });
    expect(await screen.findByText(/^Invitation for yeni1\./)).toBeTruthy();
    expect(api.calls[0]!.body).toEqual({ token: 'invite-token' });

    await user.type(screen.getByLabelText('Password'), 'uzun-bir-parola-2026');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByTestId('totp-secret')).toHaveProperty('textContent', SECRET);
    expect(api.callsTo('POST /api/admin/auth/invitation')[0]!.body).toEqual({
      token: 'invite-token',
      password: 'uzun-bir-parola-2026',
    });
    expect(session.token()).toBe('enrol-only');
    const link = screen.getByRole('link', { name: 'Open in the authenticator app' });
    expect(link.getAttribute('href')).toContain(`secret=${SECRET}`);

    const code = screen.getByLabelText('Verification code');
    await user.type(code, '000000');
    await user.click(screen.getByRole('button', { name: 'Verify code' }));
    expect(await screen.findByText('The code is not right.')).toBeTruthy();

    await user.clear(code);
    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: 'Verify code' }));
    const codes = await screen.findByRole('list', { name: 'Recovery codes' });
    expect(
      within(codes)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['aaaa-bbbb', 'cccc-dddd']);

    await user.click(screen.getByRole('button', { name: 'I saved them, sign in' }));
    expect(router.state.location.pathname).toBe('/login');
    expect(session.token()).toBeNull();
  });

  it('says so when the invitation link is no longer valid', async () => {
    mockApi({
      'POST /api/admin/auth/invitation/check': fail(
        400,
        'STAFF_INVITE_INVALID',
        'This invitation has expired.',
      ),
    });
    render(<InvitePage />, { path: '*', url: '/invite' });
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'This invitation has expired.');
    expect(screen.queryByLabelText('Password')).toBeNull();
  });
});
