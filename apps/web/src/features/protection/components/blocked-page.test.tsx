import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { bodiesFor, mockApi, renderRoute, setupI18n } from '../test-utils';
import { BlockedPage } from './blocked-page';

beforeAll(() => setupI18n('tr'));
afterEach(() => vi.unstubAllGlobals());

const timeout = { code: 'TIMED_OUT', kind: 'timeout', until: '2026-12-05T10:00:00.000Z', lift: null };
const ended = { code: 'SELF_EXCLUDED', kind: 'self_exclusion', until: null, lift: 'required' as const };

describe('BlockedPage (rules 26, 30)', () => {
  it('explains a time-out with its end date and links to withdraw and history only', async () => {
    mockApi({
      'protection/lift-request': { data: { block: timeout, canRequest: false, request: null } },
    });
    renderRoute(<BlockedPage restriction={timeout} onLogout={() => {}} onLifted={() => {}} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Mola sürenizdesiniz' })).toBeTruthy();
    expect(screen.getByText(/5 Ara.* 2026|5 Aralık 2026/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Para çek' }).getAttribute('href')).toBe('/dashboard/withdraw');
    expect(screen.getByRole('link', { name: 'İşlem geçmişi' }).getAttribute('href')).toBe(
      '/dashboard/financial-activities',
    );
    expect(screen.getAllByRole('link')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Talebi gönder' })).toBeNull();
  });

  it('sends the written lift request once the self-exclusion has ended', async () => {
    const user = userEvent.setup();
    const fetchMock = mockApi({
      'GET protection/lift-request': { data: { block: ended, canRequest: true, request: null } },
      'POST protection/lift-request': { data: { id: '1' }, message: 'Talebiniz gönderildi.' },
    });
    renderRoute(<BlockedPage restriction={ended} onLogout={() => {}} onLifted={() => {}} />);
    const submit = await screen.findByRole('button', { name: 'Talebi gönder' });
    expect((submit as HTMLButtonElement).disabled).toBe(true);
    const reason = 'Limitlerimi ayarladım ve artık kontrolün bende olduğunu düşünüyorum.';
    await user.type(screen.getByLabelText('Gerekçeleriniz'), reason);
    await user.click(submit);
    await waitFor(() => expect(bodiesFor(fetchMock, 'protection/lift-request')).toContainEqual({ reason }));
  });

  it('resumes only on the explicit confirmation, then leaves the block page', async () => {
    const user = userEvent.setup();
    const onLifted = vi.fn();
    const ready = { ...ended, lift: 'resume' as const };
    const fetchMock = mockApi({
      'GET protection/lift-request': { data: { block: ready, canRequest: false, request: null } },
      'POST protection/resume': { data: null },
    });
    renderRoute(<BlockedPage restriction={ready} onLogout={() => {}} onLifted={onLifted} />);
    await user.click(await screen.findByRole('button', { name: 'Yeniden başlamak istiyorum' }));
    await waitFor(() => expect(onLifted).toHaveBeenCalled());
    expect(bodiesFor(fetchMock, 'protection/resume')).toEqual([{}]);
  });
});
