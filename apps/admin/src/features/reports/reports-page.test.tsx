import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import common from '@/locales/tr/common.json';
import reports from '@/locales/tr/reports.json';
import ReportsPage from './reports-page';

const api = vi.hoisted(() => ({ get: vi.fn(), download: vi.fn() }));
const can = vi.hoisted(() => ({ export: true }));
vi.mock('@/lib/api-client', () => ({ api }));
vi.mock('@/lib/me', () => ({ useCan: (p: string) => (p === 'reports:export' ? can.export : true) }));

const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.use(initReactI18next).init({
    lng: 'tr',
    resources: { tr: { reports, common } },
    defaultNS: 'common',
    keySeparator: false,
    nsSeparator: ':',
    interpolation: { escapeValue: false },
  });
});

function page(url: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[url]}>
          <ReportsPage />
        </MemoryRouter>
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

const row = {
  key: 'cs-slot',
  provider: 'Çılgın Şans Oyunları',
  bets: 3,
  casinoStakes: '150000',
  casinoWins: '200000',
  casinoGgr: '-50000',
  sportsbookGgr: null,
  bonusCost: null,
  ngr: null,
};

describe('reports page', () => {
  it('asks for the report, range and grouping in the URL, shows the figures and exports the same', async () => {
    api.get.mockResolvedValue({ data: { items: [row], total: 1, timeZone: 'Europe/Istanbul' }, message: '' });
    api.download.mockResolvedValue(undefined);
    page('/reports?report=ggr&from=2026-11-01&to=2026-11-07&groupBy=game');
    const params = { from: '2026-11-01', to: '2026-11-07', groupBy: 'game' };
    expect(api.get).toHaveBeenCalledWith('admin/reports/ggr', params);
    await screen.findByText('Çılgın Şans Oyunları');
    expect(screen.getByRole('columnheader', { name: 'Oyun' })).toBeTruthy();
    expect(screen.getByText('−500,00 ₺')).toBeTruthy();
    expect(screen.queryByRole('columnheader', { name: 'NGR' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'CSV olarak dışa aktar' }));
    await waitFor(() =>
      expect(api.download).toHaveBeenCalledWith('admin/reports/ggr', params, expect.any(String)),
    );
  });

  it('hides the export from staff without reports:export', async () => {
    can.export = false;
    api.get.mockResolvedValue({ data: { items: [], total: 0, timeZone: 'Europe/Istanbul' }, message: '' });
    page('/reports?report=players&from=2026-11-01&to=2026-11-02');
    await screen.findByText('Gösterilecek kayıt yok.');
    expect(api.get).toHaveBeenLastCalledWith('admin/reports/players', {
      from: '2026-11-01',
      to: '2026-11-02',
      groupBy: 'day',
    });
    expect(screen.queryByRole('button', { name: 'CSV olarak dışa aktar' })).toBeNull();
    can.export = true;
  });
});
