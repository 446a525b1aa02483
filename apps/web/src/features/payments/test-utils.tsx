import { FieldType } from '@lalebet/shared/enums';
import type { PaymentField } from '@lalebet/shared/payments';
import { act, screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { afterEach, beforeAll, expect, vi } from 'vitest';
import { toast } from '@/components/ui/toast';
import { dialogStore, type OpenDialog, openDialog } from '@/stores/dialogs';
import { clearSession } from '@/stores/session';
import { bodiesFor, type mockApi } from '@/test/mock-api';
import { renderWith, setupI18nFor } from '@/test/render';
import PaymentDialog from './components/payment-dialog/payment-dialog';
import { logIn as logInAs } from '@/test/session';

export { renderWith, testClient } from '@/test/render';
export { type Reply, bodiesFor, mockApi } from '@/test/mock-api';

/** The app's own translations (common, validation and payments) in the given language. */
export const setupI18n = (lng: 'tr' | 'en' = 'tr') => setupI18nFor('payments', lng);

/** A logged-in player with `balance` lira and a verified phone. */
export const logIn = (balance = 1500) => logInAs({ balance });

/** A field as payment/detail sends it. */
export const field = (key: string, objectType: number, patch: Partial<PaymentField> = {}): PaymentField => ({
  key,
  mask: null,
  objectType: objectType as PaymentField['objectType'],
  option: null,
  rules: {},
  ...patch,
});

/** The seeded bank-transfer withdrawal: one field of every kind docs/product.md names. */
export const BANK_FIELDS: PaymentField[] = [
  field('Amount', FieldType.Decimal, { rules: { min: 100, max: 50_000 } }),
  field('Bank', FieldType.Dropdown, {
    option: [
      { id: 46, name: 'Akbank' },
      { id: 62, name: 'Garanti BBVA' },
    ],
  }),
  field('Iban', FieldType.String, { mask: 'TR00 0000 0000 0000 0000 0000 00', rules: { check: 'iban' } }),
  field('AccountHolder', FieldType.String, {
    rules: { minLength: 2, maxLength: 100, pattern: '\\p{L}+( \\p{L}+)*' },
  }),
  field('BranchCode', FieldType.Int, { mask: '0000', rules: { min: 1, max: 9999 } }),
];

/** A valid Turkish IBAN (mod 97) and a Luhn-valid card number. */
export const IBAN = 'TR330006100519786457841326';
export const CARD = '4111111111111111';

/** Opens the payment dialog for `dialog` as the store would, and renders it. */
export function showPaymentDialog(dialog: OpenDialog) {
  openDialog(dialog);
  return renderWith(<PaymentDialog dialog={dialog} />);
}

/** A payment-dialog test file's hooks (the file mocks the toast): Turkish, then a clean slate after each test. */
export function setUpPaymentDialogTests() {
  beforeAll(() => setupI18n('tr'));
  afterEach(resetPaymentDialog);
}

/** After each payment-dialog test: real timers, no dialog, no session. */
function resetPaymentDialog() {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.mocked(toast.success).mockClear();
  vi.mocked(toast.error).mockClear();
  act(() => dialogStore.set({ current: null }));
  clearSession();
}

/** Payment methods as payment/methods lists them. */
export const HAVALE_METHOD = {
  id: 1,
  name: 'Havale/EFT',
  logo: '/media/payments/havale.svg',
  min: 100,
  max: 50_000,
  processingTime: '5-30 dk',
};
export const PAPARA_METHOD = {
  id: 2,
  name: 'Papara',
  logo: '/media/payments/papara.svg',
  min: 50,
  max: 20_000,
  processingTime: 'Anında',
};

/** Sends the withdraw form once Gönder is enabled; the one payment/withdraw body it sent. */
export async function submitWithdraw(user: UserEvent, fetchMock: ReturnType<typeof mockApi>) {
  const submit = () => screen.getByRole('button', { name: 'Gönder' }) as HTMLButtonElement;
  await waitFor(() => expect(submit().disabled).toBe(false));
  await user.click(submit());
  await waitFor(() => expect(bodiesFor(fetchMock, 'payment/withdraw')).toHaveLength(1));
  return bodiesFor(fetchMock, 'payment/withdraw')[0];
}
