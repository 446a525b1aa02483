import { type BonusContributions, DEFAULT_BONUS_CONTRIBUTIONS } from '@lalebet/shared';

/**
 * The demo operator's bonus offers. Operator data: the seed writes them once into
 * bonus_definition. Money is lira here and kuruş in the database. The trial bonus is not here:
 * its row comes with the bonuses migration and its amount is the trialbonusamount site option.
 */
export type SeedBonus = {
  code: string;
  kind: 'freeMoney' | 'depositMatch' | 'cashback' | 'referral';
  title: { tr: string; en: string };
  description: { tr: string; en: string };
  amount?: number;
  percent?: number;
  maxAmount?: number;
  minDeposit?: number;
  wageringMultiple: number;
  contributions?: BonusContributions;
  maxBet?: number;
  /** The most the bonus pays out in cash on conversion (lira); absent = no cap (ADR 016). */
  maxCashout?: number;
  validityDays: number;
  claimMode: 'auto' | 'manual';
  audience?: 'all' | 'firstDeposit';
  registeredWithinDays?: number;
};

export const BONUSES: SeedBonus[] = [
  {
    code: 'welcome-100',
    kind: 'depositMatch',
    title: { tr: '%100 Hoş Geldin Bonusu', en: '100% Welcome Bonus' },
    description: {
      tr: "İlk yatırımınıza %100 bonus, 5.000 ₺'ye kadar.",
      en: 'A 100% bonus on your first deposit, up to ₺5,000.',
    },
    percent: 100,
    maxAmount: 5000,
    minDeposit: 100,
    wageringMultiple: 35,
    maxBet: 100,
    validityDays: 30,
    claimMode: 'auto',
    audience: 'firstDeposit',
  },
  {
    code: 'casino-reload-50',
    kind: 'depositMatch',
    title: { tr: '%50 Casino Yatırım Bonusu', en: '50% Casino Reload Bonus' },
    description: {
      tr: "Yatırımınıza %50 ek bonus, 2.500 ₺'ye kadar. Operatör onayı ile verilir.",
      en: 'An extra 50% on your deposit, up to ₺2,500. Granted after operator approval.',
    },
    percent: 50,
    maxAmount: 2500,
    minDeposit: 250,
    wageringMultiple: 25,
    maxBet: 75,
    validityDays: 14,
    claimMode: 'manual',
  },
  {
    // The weekend popup's campaign (data/popup.ts): an operator approves claims made Friday to Sunday.
    code: 'weekend-150',
    kind: 'depositMatch',
    title: { tr: 'Hafta Sonu %150 Bonus', en: 'Weekend 150% Bonus' },
    description: {
      tr: "Cuma–Pazar yatırımına %150 bonus, 10.000 ₺'ye kadar. Operatör onayı ile verilir.",
      en: 'A 150% bonus on a Friday to Sunday deposit, up to ₺10,000. Granted after operator approval.',
    },
    percent: 150,
    maxAmount: 10000,
    minDeposit: 500,
    wageringMultiple: 30,
    maxBet: 100,
    validityDays: 7,
    claimMode: 'manual',
  },
  {
    code: 'weekly-cashback-10',
    kind: 'cashback',
    title: { tr: '%10 Haftalık Kayıp Bonusu', en: '10% Weekly Cashback' },
    description: {
      tr: "Geçen haftaki casino kaybınızın %10'u, 1.000 ₺'ye kadar geri. Her hafta talep edilebilir.",
      en: "10% of last week's casino losses back, up to ₺1,000. Claim it every week.",
    },
    percent: 10,
    maxAmount: 1000,
    wageringMultiple: 1,
    validityDays: 7,
    claimMode: 'manual',
  },
  {
    code: 'free-spins-cash-25',
    kind: 'freeMoney',
    title: { tr: '25 ₺ Bedava Bonus', en: '₺25 Free Bonus' },
    description: {
      tr: 'Telefonunu doğrulayan yeni üyelere yatırımsız 25 ₺ bonus, slotlarda geçerli.',
      en: 'A no-deposit ₺25 bonus for new members with a verified phone, made for slots.',
    },
    amount: 25,
    wageringMultiple: 20,
    contributions: { ...DEFAULT_BONUS_CONTRIBUTIONS, live: 0, tvbets: 0 },
    maxBet: 10,
    maxCashout: 250,
    validityDays: 7,
    claimMode: 'auto',
    registeredWithinDays: 30,
  },
  {
    // Paid by core/bonus/referral.ts when a friend who signed up with the player's link makes a
    // first deposit; the promotions banner promises 250 ₺ per friend.
    code: 'refer-a-friend',
    kind: 'referral',
    title: { tr: 'Arkadaşını Getir', en: 'Refer a Friend' },
    description: {
      tr: 'Davet bağlantınla üye olan her arkadaşın ilk yatırımını yaptığında 250 ₺ bonus.',
      en: 'A ₺250 bonus for every friend who signs up with your link and makes a first deposit.',
    },
    amount: 250,
    wageringMultiple: 10,
    maxBet: 50,
    maxCashout: 1000,
    validityDays: 14,
    claimMode: 'auto',
  },
];
