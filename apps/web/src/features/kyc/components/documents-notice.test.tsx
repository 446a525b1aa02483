import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '@/test/mock-api';
import { renderRoute, setupI18nFor } from '@/test/render';
import { KycDocumentsNotice } from './documents-notice';

const render = () =>
  renderRoute(
    <>
      <KycDocumentsNotice />
      <p>deposit methods</p>
    </>,
    { path: '/dashboard/deposit', routePath: '/dashboard/deposit' },
  );
const view = (beforeFirstDeposit: boolean) => ({
  data: {
    status: 'not_started',
    verificationUrl: null,
    updatedAt: null,
    documents: {
      beforeFirstDeposit,
      title: 'Hangi belgeleri ne zaman isteyebiliriz?',
      paragraphs: [
        'Fotoğraflı kimlik belgesi isteyebiliriz.',
        'Ne zaman: ₺5.000,00 üzerindeki bir çekimden önce.',
      ],
    },
  },
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('KycDocumentsNotice (rule 35)', () => {
  it('tells the player before the first deposit which documents may be asked for, and when', async () => {
    await setupI18nFor('kyc', 'tr');
    mockApi({ 'customer/kyc': view(true) });
    render();
    const region = await screen.findByRole('region', { name: 'Hangi belgeleri ne zaman isteyebiliriz?' });
    expect(region.textContent).toContain('₺5.000,00 üzerindeki');
  });

  it('says nothing once the player has deposited', async () => {
    await setupI18nFor('kyc', 'tr');
    const fetchMock = mockApi({ 'customer/kyc': view(false) });
    render();
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await screen.findByText('deposit methods');
    expect(screen.queryByRole('region')).toBeNull();
  });
});
