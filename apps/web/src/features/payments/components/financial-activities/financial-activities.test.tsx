import type { TransactionItem } from '@lalebet/shared/payments';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { expectPagesOf45, pagedServer } from '@/test/paged-history';
import { bodiesFor, mockApi, renderWith, setupI18n } from '../../test-utils';
import { FinancialActivities } from './financial-activities';

const item = (id: number, patch: Partial<TransactionItem> = {}): TransactionItem => ({
  id,
  kind: 1,
  status: 1,
  amount: 1250.5,
  method: 'Papara',
  reason: null,
  createdAt: '2026-11-22T11:05:00.000Z',
  updatedAt: '2026-11-22T11:07:00.000Z',
  ...patch,
});

const server = (total: number, first: TransactionItem[] = []) =>
  pagedServer('transaction/list', total, (i) => item(i), first);

const DEFAULT_BODY = { kind: 0, status: 0, from: null, to: null, skip: 0, take: 20 };

beforeAll(() => setupI18n('tr'));
afterEach(() => vi.unstubAllGlobals());

describe('financial activities', () => {
  it('shows a debt from a corrected bet, what paid it and what the operator wrote off, newest first', async () => {
    mockApi({
      'transaction/list': () => ({
        data: {
          items: [item(1)],
          total: 1,
          debts: {
            debts: [
              {
                id: 1,
                betId: 'b1',
                amount: 500,
                collected: 300,
                writtenOff: 0,
                open: 200,
                createdAt: '2026-11-20T10:00:00.000Z',
                resolvedAt: null,
              },
              {
                id: 2,
                betId: 'b2',
                amount: 100,
                collected: 40,
                writtenOff: 60,
                open: 0,
                createdAt: '2026-11-19T10:00:00.000Z',
                resolvedAt: '2026-11-22T10:00:00.000Z',
              },
            ],
            collections: [
              { betId: 'b1', amount: 300, source: 'deposit', createdAt: '2026-11-21T10:00:00.000Z' },
            ],
          },
        },
      }),
    });
    renderWith(<FinancialActivities />);
    const section = await screen.findByRole('region', { name: 'Düzeltilen bahisler' });
    const lines = within(section)
      .getAllByRole('listitem')
      .map((l) => l.textContent);
    expect(lines[0]).toMatch(/Borç para yatırmadan ödendi.*-₺300,00/);
    expect(lines[1]).toMatch(/Düzeltilen bahisten borç \(₺200,00 hâlâ açık\).*₺500,00/);
    expect(lines[2]).toMatch(/Düzeltilen bahisten borç \(₺60,00 site tarafından silindi\).*₺100,00/);
  });

  it('lists movements with translated kind and status, signed lira amounts, method, reason and dates', async () => {
    const fetchMock = server(2, [
      item(1),
      item(2, {
        kind: 2,
        status: 4,
        amount: 500,
        method: 'Havale/EFT',
        reason: 'IBAN hesap sahibiyle eşleşmiyor.',
      }),
    ]);
    renderWith(<FinancialActivities />);
    expect(screen.getByRole('status', { name: 'İşlemleriniz yükleniyor' })).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Para yatırma ve çekme işlemleri' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Tarih', 'Tür', 'Yöntem', 'Tutar', 'Durum', 'Son güncelleme', 'Açıklama']);
    const [, first, second] = within(table).getAllByRole('row');
    expect(within(first!).getByText('Para Yatırma')).toBeTruthy();
    expect(within(first!).getByText('Onaylandı')).toBeTruthy();
    expect(within(first!).getByText('+₺1.250,50')).toBeTruthy();
    expect(first!.textContent).toMatch(/22 Kas 2026/);
    expect(within(second!).getByText('Para Çekme')).toBeTruthy();
    expect(within(second!).getByText('Reddedildi')).toBeTruthy();
    expect(within(second!).getByText('-₺500,00')).toBeTruthy();
    expect(within(second!).getByText('Havale/EFT')).toBeTruthy();
    expect(within(second!).getByText('IBAN hesap sahibiyle eşleşmiyor.')).toBeTruthy();
    expect(bodiesFor(fetchMock, 'transaction/list')).toEqual([DEFAULT_BODY]);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('sends the chosen filters and starts again from the first page; Clear removes them', async () => {
    const user = userEvent.setup();
    const fetchMock = server(45);
    renderWith(<FinancialActivities />);
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Sonraki' }));
    await waitFor(() => expect(bodiesFor(fetchMock, 'transaction/list').at(-1)).toMatchObject({ skip: 20 }));

    await user.selectOptions(screen.getByLabelText('İşlem türü'), 'Para Çekme');
    await user.selectOptions(screen.getByLabelText('Durum'), 'Beklemede');
    await user.type(screen.getByLabelText('Başlangıç tarihi'), '2026-11-01');
    await user.type(screen.getByLabelText('Bitiş tarihi'), '2026-11-30');
    await user.click(screen.getByRole('button', { name: 'Filtrele' }));
    await waitFor(() =>
      expect(bodiesFor(fetchMock, 'transaction/list').at(-1)).toEqual({
        kind: 2,
        status: 2,
        from: '2026-11-01',
        to: '2026-11-30',
        skip: 0,
        take: 20,
      }),
    );

    await user.click(screen.getByRole('button', { name: 'Temizle' }));
    await waitFor(() => expect(bodiesFor(fetchMock, 'transaction/list').at(-1)).toEqual(DEFAULT_BODY));
    expect((screen.getByLabelText('İşlem türü') as HTMLSelectElement).value).toBe('0');
  });

  it('pages through 20 at a time with previous / next and x–y of total', async () => {
    const user = userEvent.setup();
    server(45);
    renderWith(<FinancialActivities />);
    await expectPagesOf45(user, 'İşlem sayfaları');
  });

  it('has an empty state, worded for filters when some are set', async () => {
    const user = userEvent.setup();
    server(0);
    renderWith(<FinancialActivities />);
    expect(await screen.findByText('Henüz para yatırma veya çekme işleminiz yok.')).toBeTruthy();
    await user.selectOptions(screen.getByLabelText('Durum'), 'İptal edildi');
    await user.click(screen.getByRole('button', { name: 'Filtrele' }));
    expect(await screen.findByText('Bu filtrelere uyan işlem yok.')).toBeTruthy();
  });
});
