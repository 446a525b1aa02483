import { screen } from '@testing-library/react';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderRoute, setupI18n } from '../test-utils';
import { formatMinorUnits as formatAmount } from '@/lib/format';
import { TopWinners } from './top-winners';

const winners = [
  { image: '/media/g1.webp', game: 'Sweet Bonanza', name: 'Ah***t', amount: 1_245_000, currencySymbol: '₺' },
  { image: '/media/g2.webp', game: 'Aviator', name: 'Me***e', amount: 99, currencySymbol: '₺' },
];

afterEach(() => vi.unstubAllGlobals());
afterAll(() => setupI18n('tr'));

describe('formatAmount', () => {
  it('formats minor units with Turkish separators', () => {
    expect(formatAmount(1_245_000, '₺', 'tr')).toBe('₺12.450,00');
    expect(formatAmount(99, '₺', 'tr')).toBe('₺0,99');
  });

  it('formats minor units with English separators', () => {
    expect(formatAmount(1_245_000, '₺', 'en')).toBe('₺12,450.00');
    expect(formatAmount(123_456_789, '€', 'en')).toBe('€1,234,567.89');
  });
});

describe('TopWinners', () => {
  it('lists winners with image, game, name and the Turkish amount', async () => {
    await setupI18n('tr');
    const fetchMock = mockApi({ 'transaction/topwinners': { data: winners } });
    renderRoute(<TopWinners />);

    expect(await screen.findByRole('heading', { name: 'Büyük Kazananlar' })).toBeTruthy();
    const list = await screen.findByRole('list');
    expect(list.textContent).toContain('Ah***t');
    expect(list.textContent).toContain('Sweet Bonanza');
    expect(list.textContent).toContain('₺12.450,00');
    expect(list.querySelector('img')?.getAttribute('src')).toBe('/media/g1.webp');
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({ isLive: false, count: 40 });
  });

  it('shows English amounts in English', async () => {
    await setupI18n('en');
    mockApi({ 'transaction/topwinners': { data: winners } });
    renderRoute(<TopWinners />);

    const list = await screen.findByRole('list');
    expect(list.textContent).toContain('₺12,450.00');
    expect(screen.getByRole('button', { name: 'Pause scrolling' })).toBeTruthy();
  });
});
