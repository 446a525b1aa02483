import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SegmentForm } from './segment-form';

afterEach(() => vi.unstubAllGlobals());

function renderForm() {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <SegmentForm />
    </QueryClientProvider>,
  );
}

// Without an i18n instance the labels are their keys.
describe('segment notification form', () => {
  it('counts first (dry run), then sends the segment with the texts in both languages', async () => {
    const fetch = vi.fn(async (_url: string, _init: RequestInit) =>
      Response.json({ success: true, message: '', data: { sent: 12, skipped: 3 } }),
    );
    vi.stubGlobal('fetch', fetch);
    renderForm();
    fireEvent.change(screen.getByLabelText('depositedWithinDays'), { target: { value: '30' } });
    fireEvent.change(screen.getByLabelText('vipLevelMin'), { target: { value: '2' } });
    fireEvent.change(screen.getByLabelText('language'), { target: { value: 'tr' } });
    fireEvent.click(screen.getByRole('button', { name: 'count' }));
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    const first = JSON.parse((fetch.mock.calls[0]![1] as RequestInit).body as string);
    expect(fetch.mock.calls[0]![0]).toBe('/api/admin/notification/segment');
    expect(first).toMatchObject({
      segment: { depositedWithinDays: 30, vipLevelMin: 2, locale: 'tr' },
      purpose: 'marketing',
      dryRun: true,
    });
    expect(await screen.findByRole('status')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('titleTr'), { target: { value: 'Hafta sonu' } });
    fireEvent.change(screen.getByLabelText('titleEn'), { target: { value: 'Weekend' } });
    fireEvent.change(screen.getByLabelText('noteTr'), { target: { value: 'Kaçırmayın' } });
    fireEvent.click(screen.getByRole('button', { name: 'sendSegment' }));
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
    expect(JSON.parse((fetch.mock.calls[1]![1] as RequestInit).body as string)).toEqual({
      segment: { depositedWithinDays: 30, vipLevelMin: 2, locale: 'tr' },
      purpose: 'marketing',
      title: { tr: 'Hafta sonu', en: 'Weekend' },
      note: 'Kaçırmayın',
      dryRun: false,
    });
  });

  it('refuses a VIP level out of range and an empty title before sending', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    renderForm();
    fireEvent.change(screen.getByLabelText('vipLevelMin'), { target: { value: '11' } });
    fireEvent.click(screen.getByRole('button', { name: 'sendSegment' }));
    expect((await screen.findAllByRole('alert')).length).toBeGreaterThanOrEqual(2);
    expect(fetch).not.toHaveBeenCalled();
  });
});
