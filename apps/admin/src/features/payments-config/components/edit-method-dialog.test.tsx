import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, mockApi } from '@/test/mock-api';
import { render } from '@/test/render';
import type { AdminMethod } from '../api/list-methods';
import { EditMethodDialog } from './edit-method-dialog';
import { liraToMinor } from './lira-input';

const METHOD: AdminMethod = {
  id: 7,
  direction: 1,
  code: 'papara',
  name: 'Papara',
  logo: '/media/payments/papara.svg',
  minAmount: 5_000,
  maxAmount: 2_000_000,
  sort: 1,
  enabled: true,
};

function renderDialog(onClose = vi.fn()) {
  render(<EditMethodDialog method={METHOD} onClose={onClose} />);
  return onClose;
}

// Without an i18n instance the labels are their keys, which is enough to find the fields.
const field = (key: string) => screen.getByLabelText(key);

afterEach(() => vi.unstubAllGlobals());

describe('payment method edit dialog', () => {
  it('reads lira as typed in Turkish or plain form, in kuruş', () => {
    expect(liraToMinor('50')).toBe(5_000);
    expect(liraToMinor('99,90')).toBe(9_990);
    expect(liraToMinor('1.250,5')).toBe(125_050);
    expect(liraToMinor('1250.55')).toBe(125_055);
    for (const bad of ['', 'abc', '1,234', '10.555', '-5']) expect(liraToMinor(bad), bad).toBeNull();
  });

  it('starts with the limits in lira and refuses a minimum above the maximum before sending', async () => {
    const api = mockApi();
    renderDialog();
    expect(field('min')).toHaveProperty('value', '50');
    expect(field('max')).toHaveProperty('value', '20000');
    fireEvent.change(field('min'), { target: { value: '600' } });
    fireEvent.change(field('max'), { target: { value: '500' } });
    fireEvent.click(screen.getByRole('button', { name: 'common:action.save' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/v\.minAboveMax$/);
    expect(api.calls).toEqual([]);
  });

  it('sends the limits in kuruş and shows the server refusal on its field', async () => {
    const api = mockApi({
      'PUT /api/admin/payment/methods/7': fail(400, 'VALIDATION_FAILED', 'x', [
        { path: 'body.maxAmount', message: 'En fazla olmalıdır.' },
      ]),
    });
    const onClose = renderDialog();
    fireEvent.change(field('min'), { target: { value: '25,50' } });
    fireEvent.click(screen.getByRole('button', { name: 'common:action.save' }));
    await waitFor(() => expect(api.calls).toHaveLength(1));
    expect(api.callsTo('PUT /api/admin/payment/methods/7')[0]?.body).toEqual({
      minAmount: 2_550,
      maxAmount: 2_000_000,
      sort: 1,
      enabled: true,
    });
    expect(await screen.findByText('En fazla olmalıdır.')).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });
});
