import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '@/test/mock-api';
import { render } from '@/test/render';
import { SegmentForm } from './segment-form';

afterEach(() => vi.unstubAllGlobals());

const SEND = 'POST /api/admin/notification/segment';
const renderForm = () => render(<SegmentForm />);

// Without an i18n instance the labels are their keys.
describe('segment notification form', () => {
  it('counts first (dry run), then sends the segment with the texts in both languages', async () => {
    const api = mockApi({ [SEND]: { sent: 12, skipped: 3 } });
    renderForm();
    fireEvent.change(screen.getByLabelText('depositedWithinDays'), { target: { value: '30' } });
    fireEvent.change(screen.getByLabelText('vipLevelMin'), { target: { value: '2' } });
    fireEvent.change(screen.getByLabelText('language'), { target: { value: 'tr' } });
    fireEvent.click(screen.getByRole('button', { name: 'count' }));
    await waitFor(() => expect(api.calls).toHaveLength(1));
    expect(api.callsTo(SEND)[0]?.body).toMatchObject({
      segment: { depositedWithinDays: 30, vipLevelMin: 2, locale: 'tr' },
      purpose: 'marketing',
      dryRun: true,
    });
    expect(await screen.findByRole('status')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('titleTr'), { target: { value: 'Hafta sonu' } });
    fireEvent.change(screen.getByLabelText('titleEn'), { target: { value: 'Weekend' } });
    fireEvent.change(screen.getByLabelText('noteTr'), { target: { value: 'Kaçırmayın' } });
    fireEvent.click(screen.getByRole('button', { name: 'sendSegment' }));
    await waitFor(() => expect(api.calls).toHaveLength(2));
    expect(api.callsTo(SEND)[1]?.body).toEqual({
      segment: { depositedWithinDays: 30, vipLevelMin: 2, locale: 'tr' },
      purpose: 'marketing',
      title: { tr: 'Hafta sonu', en: 'Weekend' },
      note: 'Kaçırmayın',
      dryRun: false,
    });
  });

  it('refuses a VIP level out of range and an empty title before sending', async () => {
    const api = mockApi();
    renderForm();
    fireEvent.change(screen.getByLabelText('vipLevelMin'), { target: { value: '11' } });
    fireEvent.click(screen.getByRole('button', { name: 'sendSegment' }));
    expect((await screen.findAllByRole('alert')).length).toBeGreaterThanOrEqual(2);
    expect(api.calls).toEqual([]);
  });
});
