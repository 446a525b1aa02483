import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { toast } from '@/components/ui/toast';
import { bodiesFor, mockApi } from '@/test/mock-api';
import { renderWith, setupI18nFor } from '@/test/render';
import { CallbackForm } from './callback-form';

vi.mock('@/components/ui/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

beforeAll(() => setupI18nFor('callback', 'tr'));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('CallbackForm', () => {
  it('sends name, phone and time, and toasts the server message', async () => {
    const user = userEvent.setup();
    const fetchMock = mockApi({ 'callcenter/request': { message: 'Talebiniz alındı.', data: { id: 1 } } });
    renderWith(<CallbackForm />);
    await user.type(input('Ad Soyad'), 'Ayşe Yılmaz');
    await user.type(input('Telefon Numarası'), '5321234567');
    await user.click(screen.getByRole('button', { name: 'Beni Arayın' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Talebiniz alındı.'));
    expect(bodiesFor(fetchMock, 'callcenter/request')).toEqual([
      { name: 'Ayşe Yılmaz', phone: '5321234567', preferredTime: 'now' },
    ]);
  });

  it("puts the server's field errors (body.<field>) on the name and phone fields", async () => {
    const user = userEvent.setup();
    mockApi({
      'callcenter/request': {
        status: 400,
        code: 'VALIDATION_FAILED',
        message: 'Bu numara aranamıyor.',
        errors: [
          { path: 'body.phone', message: 'Bu numara aranamıyor.' },
          { path: 'body.name', message: 'Adınızı harflerle yazın.' },
        ],
      },
    });
    renderWith(<CallbackForm />);
    await user.type(input('Ad Soyad'), 'Ayşe Yılmaz');
    await user.type(input('Telefon Numarası'), '5321234567');
    await user.click(screen.getByRole('button', { name: 'Beni Arayın' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Bu numara aranamıyor.'));
    expect(await screen.findByText('Adınızı harflerle yazın.')).toBeTruthy();
    expect(input('Ad Soyad').getAttribute('aria-invalid')).toBe('true');
    expect(input('Telefon Numarası').getAttribute('aria-invalid')).toBe('true');
  });
});
