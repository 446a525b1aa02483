import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { fail, mockApi, ok } from '@/test/mock-api';
import { loadLocale, render } from '@/test/render';
import { SingleForm } from './single-form';

const success = vi.fn();
vi.mock('sonner', () => ({ toast: { success: (...a: unknown[]) => success(...a) } }));

beforeAll(() => loadLocale('en', ['notifications']));

async function fill(user: ReturnType<typeof render>['user']) {
  await user.type(screen.getByLabelText('Username'), ' oyuncu42 ');
  await user.type(screen.getByLabelText('Title (Turkish)'), 'Hafta sonu');
  await user.type(screen.getByLabelText('Text (Turkish)'), 'Kaçırmayın');
  await user.click(screen.getByRole('button', { name: 'Send' }));
}

describe('a notification to one player', () => {
  it('sends the trimmed username with the Turkish texts and empties the message', async () => {
    const api = mockApi({ 'POST /api/admin/notification/send': ok({ sent: 1, skipped: 0 }, 'Sent.') });
    const { user } = render(<SingleForm />);
    await fill(user);
    await vi.waitFor(() => expect(success).toHaveBeenCalledWith('Sent.'));
    expect(api.callsTo('POST /api/admin/notification/send')[0]!.body).toEqual({
      username: 'oyuncu42',
      title: 'Hafta sonu',
      note: 'Kaçırmayın',
    });
    expect(screen.getByLabelText('Title (Turkish)')).toHaveProperty('value', '');
    expect(screen.getByLabelText('Username')).toHaveProperty('value', ' oyuncu42 ');
  });

  it('puts the server refusal on the username field', async () => {
    mockApi({
      'POST /api/admin/notification/send': fail(400, 'VALIDATION_FAILED', 'Check the form.', [
        { path: 'body.username', message: 'No such player.' },
      ]),
    });
    const { user } = render(<SingleForm />);
    await fill(user);
    expect(await screen.findByText('No such player.')).toBeTruthy();
    expect(screen.getByLabelText('Username').getAttribute('aria-invalid')).toBe('true');
  });

  it('asks for a title before sending anything', async () => {
    const api = mockApi();
    const { user } = render(<SingleForm />);
    await user.type(screen.getByLabelText('Username'), 'oyuncu42');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findAllByRole('alert')).not.toHaveLength(0);
    expect(api.calls).toHaveLength(0);
  });
});
