import { screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, configureApiClient } from '@/lib/api-client';
import { type Call, fail, mockApi, ok } from '@/test/mock-api';
import { dialogNamed, loadLocale, render } from '@/test/render';
import { askStepUp, StepUpHost } from './step-up';

const DISABLE = 'POST /api/admin/staff/1/disable';
const STEP_UP = 'POST /api/admin/auth/step-up';

/** A sensitive action: refused until a step-up code was accepted in the last minutes. */
function routes() {
  let stepped = false;
  return {
    [DISABLE]: () =>
      stepped ? ok(null, 'Disabled.') : fail(403, 'STEP_UP_REQUIRED', 'Enter your code again.'),
    [STEP_UP]: (call: Call) => {
      if ((call.body as { code: string }).code !== '123456')
        return fail(401, 'STEP_UP_INVALID', 'Wrong code.');
      stepped = true;
      return ok({ until: '2026-12-06T12:05:00.000Z' });
    },
  };
}

function Action() {
  const [result, setResult] = useState('');
  const run = () =>
    api.post('admin/staff/1/disable', { reason: 'left' }).then(
      (res) => setResult(res.message),
      (e: Error) => setResult(`refused: ${e.message}`),
    );
  return (
    <>
      <button onClick={run}>Disable</button>
      <output>{result}</output>
    </>
  );
}

const show = () =>
  render(
    <>
      <Action />
      <StepUpHost />
    </>,
  );

beforeAll(async () => {
  await loadLocale('en');
  configureApiClient({ stepUp: askStepUp });
});
afterAll(() => configureApiClient({ stepUp: async () => false }));

describe('the step-up dialog', () => {
  it('asks for the authenticator code before a sensitive action, then repeats the action once', async () => {
    const calls = mockApi(routes());
    const { user } = show();
    await user.click(screen.getByRole('button', { name: 'Disable' }));
    const dialog = await dialogNamed('Confirm this action');
    expect(
      within(dialog).getByText('This action needs the code from your authenticator app again.'),
    ).toBeTruthy();
    await user.type(within(dialog).getByLabelText('Verification code'), '123456');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Disabled.')).toBeTruthy();
    expect(calls.callsTo(DISABLE)).toHaveLength(2);
    expect(calls.callsTo(STEP_UP).map((c) => c.body)).toEqual([{ code: '123456' }]);
    expect(screen.queryByRole('heading', { name: 'Confirm this action' })).toBeNull();
  });

  it('shows the refusal of a wrong code and keeps asking; a short code is not sent', async () => {
    const calls = mockApi(routes());
    const { user } = show();
    await user.click(screen.getByRole('button', { name: 'Disable' }));
    const dialog = await dialogNamed('Confirm this action');
    const code = within(dialog).getByLabelText('Verification code');
    await user.type(code, '12');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await within(dialog).findByText('The code is 6 digits.')).toBeTruthy();
    expect(calls.callsTo(STEP_UP)).toHaveLength(0);

    await user.clear(code);
    await user.type(code, '654321');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await within(dialog).findByText('Wrong code.')).toBeTruthy();
    expect(calls.callsTo(DISABLE)).toHaveLength(1);
    expect(screen.getByRole('heading', { name: 'Confirm this action' })).toBeTruthy();
  });

  it('gives up the action when the staff member cancels', async () => {
    const calls = mockApi(routes());
    const { user } = show();
    await user.click(screen.getByRole('button', { name: 'Disable' }));
    const dialog = await dialogNamed('Confirm this action');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('refused: Enter your code again.')).toBeTruthy();
    expect(calls.callsTo(DISABLE)).toHaveLength(1);
  });
});
