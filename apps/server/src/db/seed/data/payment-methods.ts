import { AMOUNT_FIELD_KEY, FieldType, type PaymentFieldRules } from '@lalebet/shared';

/**
 * The demo operator's payment methods. Operator data, not code: the seed writes them
 * once into payment_method / payment_method_field, and from then on the database is the truth.
 * Limits are lira here and kuruş in the database. The Amount field's min/max come from the
 * method's limits when the form is served, so they are not repeated in its rules.
 */
export type SeedField = {
  key: string;
  type: (typeof FieldType)[keyof typeof FieldType];
  mask?: string;
  options?: { id: number | string; name: string }[];
  rules?: PaymentFieldRules;
};
export type SeedMethod = {
  direction: 1 | 2;
  code: string;
  name: string;
  logo: string;
  min: number;
  max: number;
  time: { tr: string; en: string };
  gateway: string | null;
  fields: SeedField[];
};

/** EFT participant codes of the Turkish banks (numeric ids, so the web sends them as numbers). */
export const TURKISH_BANKS = [
  { id: 10, name: 'Ziraat Bankası' },
  { id: 12, name: 'Halkbank' },
  { id: 15, name: 'VakıfBank' },
  { id: 46, name: 'Akbank' },
  { id: 62, name: 'Garanti BBVA' },
  { id: 64, name: 'Türkiye İş Bankası' },
  { id: 67, name: 'Yapı Kredi' },
  { id: 111, name: 'QNB' },
  { id: 134, name: 'DenizBank' },
  { id: 32, name: 'TEB' },
  { id: 99, name: 'ING' },
  { id: 123, name: 'HSBC' },
  { id: 59, name: 'Şekerbank' },
  { id: 103, name: 'Fibabanka' },
  { id: 205, name: 'Kuveyt Türk' },
  { id: 206, name: 'Türkiye Finans' },
  { id: 209, name: 'Ziraat Katılım' },
  { id: 210, name: 'Vakıf Katılım' },
];

/** Letters (Turkish included) with single spaces, as the product's name rule. */
const PERSON_NAME: PaymentFieldRules = { minLength: 2, maxLength: 100, pattern: '\\p{L}+( \\p{L}+)*' };
const SIMPAY = 'simpay';
/** The crypto processor (docs/decisions/089-crypto-processor.md); NOWPAYMENTS_MODE=off leaves it unusable. */
const NOWPAYMENTS = 'nowpayments';

const amount: SeedField = { key: AMOUNT_FIELD_KEY, type: FieldType.Decimal };
const bank: SeedField = { key: 'Bank', type: FieldType.Dropdown, options: TURKISH_BANKS };
const paparaNo: SeedField = {
  key: 'PaparaNo',
  type: FieldType.Long,
  mask: '0000000000',
  rules: { min: 1_000_000_000, max: 9_999_999_999 },
};
/** The player's own Papara account to pay out to: a payout destination, though a number (ADR 047). */
const paparaPayout: SeedField = { ...paparaNo, rules: { ...paparaNo.rules, destination: 'ewallet' } };
const network: SeedField = {
  key: 'Network',
  type: FieldType.Dropdown,
  options: [{ id: 'TRC20', name: 'TRON (TRC-20)' }],
};

const INSTANT = { tr: 'Anında', en: 'Instant' };

export const PAYMENT_METHODS: SeedMethod[] = [
  {
    direction: 1,
    code: 'havale',
    name: 'Havale/EFT',
    logo: '/media/payments/havale.svg',
    min: 100,
    max: 50_000,
    time: { tr: '5-30 dk', en: '5-30 min' },
    gateway: SIMPAY,
    fields: [amount, bank, { key: 'SenderName', type: FieldType.String, rules: PERSON_NAME }],
  },
  {
    direction: 1,
    code: 'papara',
    name: 'Papara',
    logo: '/media/payments/papara.svg',
    min: 50,
    max: 20_000,
    time: INSTANT,
    gateway: SIMPAY,
    fields: [amount, paparaNo],
  },
  {
    // The card is typed on the gateway's hosted page, never on our site (no PCI scope here).
    direction: 1,
    code: 'credit-card',
    name: 'Kredi Kartı',
    logo: '/media/payments/credit-card.svg',
    min: 100,
    max: 10_000,
    time: INSTANT,
    gateway: SIMPAY,
    fields: [amount],
  },
  {
    direction: 1,
    code: 'usdt-trc20',
    name: 'USDT (TRC-20)',
    logo: '/media/payments/usdt-trc20.svg',
    min: 250,
    max: 100_000,
    time: { tr: '10-30 dk', en: '10-30 min' },
    gateway: SIMPAY,
    fields: [amount, network],
  },
  {
    // Priced in lira; the player picks the coin and pays on NOWPayments' hosted invoice page.
    direction: 1,
    code: 'crypto',
    name: 'Kripto Para',
    logo: '/media/payments/crypto.svg',
    min: 250,
    max: 100_000,
    time: { tr: '10-60 dk', en: '10-60 min' },
    gateway: NOWPAYMENTS,
    fields: [amount],
  },
  {
    direction: 2,
    code: 'havale',
    name: 'Havale/EFT',
    logo: '/media/payments/havale.svg',
    min: 100,
    max: 50_000,
    time: { tr: '1-24 saat', en: '1-24 hours' },
    gateway: null,
    fields: [
      amount,
      bank,
      {
        key: 'Iban',
        type: FieldType.String,
        mask: 'TR00 0000 0000 0000 0000 0000 00',
        rules: { check: 'iban', destination: 'iban' },
      },
      { key: 'AccountHolder', type: FieldType.String, rules: PERSON_NAME },
      { key: 'BranchCode', type: FieldType.Int, mask: '0000', rules: { min: 1, max: 9999 } },
    ],
  },
  {
    direction: 2,
    code: 'papara',
    name: 'Papara',
    logo: '/media/payments/papara.svg',
    min: 50,
    max: 20_000,
    time: { tr: '5-30 dk', en: '5-30 min' },
    gateway: null,
    fields: [amount, paparaPayout],
  },
  {
    direction: 2,
    code: 'credit-card',
    name: 'Kredi Kartına',
    logo: '/media/payments/credit-card.svg',
    min: 100,
    max: 10_000,
    time: { tr: '1-3 iş günü', en: '1-3 business days' },
    gateway: null,
    fields: [
      amount,
      {
        key: 'CardNo',
        type: FieldType.String,
        mask: '0000 0000 0000 0000',
        rules: { check: 'luhn', destination: 'card' },
      },
      { key: 'CardHolder', type: FieldType.String, rules: PERSON_NAME },
    ],
  },
  {
    direction: 2,
    code: 'usdt-trc20',
    name: 'USDT (TRC-20)',
    logo: '/media/payments/usdt-trc20.svg',
    min: 250,
    max: 100_000,
    time: { tr: '10-60 dk', en: '10-60 min' },
    gateway: null,
    fields: [
      amount,
      network,
      { key: 'WalletAddress', type: FieldType.String, rules: { check: 'tronAddress', destination: 'wallet' } },
    ],
  },
];
