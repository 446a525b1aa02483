import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { bodiesFor, mockApi, renderRoute, rgWith, setupI18n } from '../test-utils';
import { ReviewBanner } from './review-banner';

beforeAll(() => setupI18n('tr'));
afterEach(() => vi.unstubAllGlobals());

const due = rgWith({ review: { months: 6, due: true, lastAt: null } });

describe('ReviewBanner (rule 17)', () => {
  it('shows nothing while no review is due', async () => {
    const fetchMock = mockApi({ 'customer/responsiblegaming': { data: rgWith({}) } });
    const { container } = renderRoute(<ReviewBanner />);
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(container.textContent).toBe('');
  });

  it('links to the transaction history and acknowledges when dismissed', async () => {
    const user = userEvent.setup();
    const fetchMock = mockApi({
      'customer/responsiblegaming': { data: due },
      'customer/review/ack': { data: null },
    });
    renderRoute(<ReviewBanner />);
    const banner = await screen.findByRole('region', { name: 'Hesap özetinizi gözden geçirme zamanı' });
    expect(screen.getByRole('link', { name: 'İşlem geçmişine git' }).getAttribute('href')).toBe(
      '/dashboard/financial-activities',
    );
    await user.click(screen.getByRole('button', { name: 'Gördüm, kapat' }));
    await waitFor(() => expect(bodiesFor(fetchMock, 'customer/review/ack')).toEqual([{}]));
    await waitFor(() => expect(banner.isConnected).toBe(false));
  });
});
