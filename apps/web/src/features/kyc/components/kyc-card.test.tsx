import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@/components/ui/toast';
import { mockApi } from '@/test/mock-api';
import { renderRoute, setupI18nFor } from '@/test/render';
import { KycCard } from './kyc-card';

const render = () => renderRoute(<KycCard />, { path: '/dashboard/x', routePath: '/dashboard/x' });
const view = (status: string, verificationUrl: string | null = null) => ({
  data: { status, verificationUrl, updatedAt: null },
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('KycCard', () => {
  it('shows the status in Turkish and opens the hosted page in a new tab', async () => {
    await setupI18nFor('kyc', 'tr');
    let status = view('not_started');
    const fetchMock = mockApi({
      'customer/kyc': () => status,
      'customer/kyc/start': () => {
        status = view('pending', 'https://kyc.test/verify/app_1');
        return { data: { verificationUrl: 'https://kyc.test/verify/app_1' } };
      },
    });
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    render();
    expect(await screen.findByText('Doğrulanmadı')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Kimliğimi doğrula' }));
    await waitFor(() =>
      expect(open).toHaveBeenCalledWith('https://kyc.test/verify/app_1', '_blank', 'noopener,noreferrer'),
    );
    expect(
      fetchMock.mock.calls.some(
        ([u, i]) => String(u).endsWith('/api/customer/kyc/start') && i?.method === 'POST',
      ),
    ).toBe(true);
    // Refetched: in progress, with a link back to the open session should the tab be blocked.
    expect(await screen.findByText('Doğrulama sürüyor')).toBeTruthy();
    const link = screen.getByRole('link', { name: 'Doğrulamaya devam et' });
    expect(link.getAttribute('href')).toBe('https://kyc.test/verify/app_1');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(screen.queryByRole('button', { name: 'Kimliğimi doğrula' })).toBeNull();
  });

  it('shows an approved check in English without a button', async () => {
    await setupI18nFor('kyc', 'en');
    mockApi({ 'customer/kyc': view('approved') });
    render();
    expect(await screen.findByText('Verified')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Identity verification' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Verify identity' })).toBeNull();
  });

  it('offers the button again when new documents are needed, and reports a refusal', async () => {
    await setupI18nFor('kyc', 'en');
    mockApi({
      'customer/kyc': view('resubmission_requested'),
      'customer/kyc/start': { status: 503, message: 'Identity verification is unavailable right now.' },
    });
    const error = vi.spyOn(toast, 'error').mockImplementation(() => '' as never);
    render();
    expect(await screen.findByText('New documents needed')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Verify identity' }));
    await waitFor(() =>
      expect(error).toHaveBeenCalledWith('Identity verification is unavailable right now.'),
    );
  });
});
