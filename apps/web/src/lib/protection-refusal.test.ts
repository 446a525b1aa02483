import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { setupI18nFor } from '@/test/render';
import { mockApi } from '@/test/mock-api';
import { api, ApiError } from './api-client';
import { errorMessage } from './api-message';
import { i18next } from './i18n';
import { protectionDetail } from './protection-refusal';

const refusal = (code: string, data: unknown, message = 'Sunucu mesajı.') =>
  new ApiError(message, 403, code as ApiError['code'], [], data);

beforeAll(() => setupI18nFor('common', 'tr'));
afterAll(() => vi.unstubAllGlobals());

describe('protection refusals', () => {
  it('name the limit, its period, what is used and what is left, in lira (the client loads the texts)', async () => {
    expect(i18next.hasLoadedNamespace('protection')).toBe(false);
    mockApi({
      'payment/deposit': {
        status: 403,
        code: 'DEPOSIT_LIMIT',
        message: 'Bu yatırım, para yatırma limitinizi aşıyor.',
        data: { kind: 'deposit', period: 'day', limit: 500, used: 400, left: 100 },
      },
    });
    const error = await api.post('payment/deposit', { id: 1 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(errorMessage(error, 'x')).toBe(
      'Bu yatırım, para yatırma limitinizi aşıyor. Günlük para yatırma limitiniz ₺500,00; kullanılan ₺400,00, kalan ₺100,00.',
    );
    await i18next.changeLanguage('en');
    expect(
      protectionDetail('LOSS_LIMIT', { kind: 'loss', period: 'week', limit: 1250.5, used: 1250.5, left: 0 }),
    ).toBe('Weekly loss limit ₺1.250,50: used ₺1.250,50, left ₺0,00.');
    await i18next.changeLanguage('tr');
  });

  it('give the session-time limit in minutes and never a negative left', () => {
    expect(
      protectionDetail('SESSION_LIMIT', { kind: 'session', period: 'day', limit: 120, used: 125, left: -5 }),
    ).toBe('Günlük oturum süresi limitiniz 120 dk; kullanılan 125 dk, kalan 0 dk.');
    expect(
      protectionDetail('WAGER_LIMIT', { kind: 'wager', period: 'month', limit: 2000, used: 1990, left: 10 }),
    ).toBe('Aylık bahis limitiniz ₺2.000,00; kullanılan ₺1.990,00, kalan ₺10,00.');
  });

  it('say until when a time-out, exclusion or session limit runs, or that it is permanent', () => {
    const until = '2026-12-04T14:00:00.000Z';
    const detail = protectionDetail('TIMED_OUT', { kind: 'timeout', until });
    expect(detail).toMatch(/^4 Ara 2026 \d\d:\d\d tarihine kadar\.$/);
    expect(errorMessage(refusal('SELF_EXCLUDED', { kind: 'self_exclusion', until: null }), 'x')).toBe(
      'Sunucu mesajı. Süresiz.',
    );
    expect(protectionDetail('SESSION_LIMIT', { kind: 'session', until })).toMatch(/tarihine kadar/);
    // The server's message already names the end: nothing is added twice.
    const named = 'Hesabınız mola süresinde. Bitiş: 4 Aralık 2026 17:00.';
    expect(errorMessage(refusal('TIMED_OUT', { kind: 'timeout', until }, named), 'x')).toBe(named);
    const permanent = 'Your account is self-excluded. This is permanent.';
    expect(
      errorMessage(refusal('SELF_EXCLUDED', { kind: 'self_exclusion', until: null }, permanent), 'x'),
    ).toBe(permanent);
  });

  it('leave other codes, refusals without data and network errors as they were', () => {
    expect(errorMessage(refusal('KYC_REQUIRED', null, 'Lütfen önce kimliğinizi doğrulayın.'), 'x')).toBe(
      'Lütfen önce kimliğinizi doğrulayın.',
    );
    expect(
      protectionDetail('ODDS_CHANGED', { kind: 'deposit', period: 'day', limit: 1, used: 1, left: 0 }),
    ).toBeNull();
    expect(protectionDetail('DEPOSIT_LIMIT', { kind: 'deposit' })).toBeNull();
    expect(errorMessage(new ApiError('Network error', 0, 'NETWORK_ERROR'), 'Bir hata oluştu.')).toBe(
      'Bir hata oluştu.',
    );
  });
});
