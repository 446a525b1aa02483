import { TransactionStatus } from '@lalebet/shared/enums';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { setupI18nFor } from '@/test/render';
import { statusKey, statusTone } from './transaction-names';

describe('withdrawal status names', () => {
  it('labels a withdrawal waiting for identity verification in both languages (ADR 026)', async () => {
    expect(statusKey(TransactionStatus.WaitingForKyc)).toBe('status.WaitingForKyc');
    expect(statusTone(TransactionStatus.WaitingForKyc)).toBe('warning');
    await setupI18nFor('payments', 'tr');
    expect(i18next.t('payments:status.WaitingForKyc')).toBe('Kimlik doğrulaması bekleniyor');
    await setupI18nFor('payments', 'en');
    expect(i18next.t('payments:status.WaitingForKyc')).toBe('Waiting for identity verification');
  });
});
