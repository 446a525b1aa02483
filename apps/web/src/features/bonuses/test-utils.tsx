import type { BonusDefinition, ClaimableBonus, CustomerBonus } from '@lalebet/shared/bonuses';
import { setupI18nFor } from '@/test/render';

export { renderWith, testClient } from '@/test/render';
export { type Reply, bodiesFor, mockApi } from '@/test/mock-api';

/** The app's own translations (common, validation and bonuses) in the given language. */
export const setupI18n = (lng: 'tr' | 'en' = 'tr') => setupI18nFor('bonuses', lng);

/** A definition as bonus/list sends it: a 100% deposit match up to ₺1,000. */
export const definition = (id: number, patch: Partial<BonusDefinition> = {}): BonusDefinition => ({
  id,
  kind: 'depositMatch',
  title: 'Hoş Geldin Bonusu',
  description: 'İlk yatırımınıza %100 bonus.',
  terms: ['Yatırımınızın %100’ü kadar, en fazla ₺1.000 bonus.'],
  amount: null,
  percent: 100,
  maxAmount: 1000,
  minDeposit: 100,
  wageringMultiple: 35,
  contributions: { slot: 100, live: 10, games: 10, bingo: 50, tvbets: 10 },
  maxBet: 50,
  maxCashout: null,
  validityDays: 7,
  claimMode: 'auto',
  audience: 'all',
  registeredWithinDays: null,
  freeRounds: null,
  ...patch,
});

export const offer = (
  id: number,
  patch: Partial<BonusDefinition> = {},
  state: Partial<Omit<ClaimableBonus, 'definition'>> = {},
): ClaimableBonus => ({
  definition: definition(id, patch),
  claimable: true,
  reason: null,
  reasonText: '',
  ...state,
});

const DAY = 24 * 60 * 60 * 1000;

/** One of the player's bonuses as bonus/mine sends it: active, ₺500 with ₺1,000 of ₺5,000 wagered. */
export const customerBonus = (id: number, patch: Partial<CustomerBonus> = {}): CustomerBonus => ({
  id,
  definitionId: 1,
  title: 'Hoş Geldin Bonusu',
  kind: 'depositMatch',
  status: 'active',
  amount: 500,
  remaining: 420.5,
  wageringRequired: 5000,
  wageringDone: 1000,
  expiresAt: new Date(Date.now() + 3 * DAY + 60 * 60 * 1000).toISOString(),
  grantedAt: '2026-11-22T11:05:00.000Z',
  createdAt: '2026-11-22T11:05:00.000Z',
  terms: ['Bonus tutarının 10 katı çevrim yapılmalıdır.', 'Bahis başına en fazla ₺50.'],
  reason: null,
  freeRounds: null,
  ...patch,
});
