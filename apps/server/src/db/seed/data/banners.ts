import type { Emblem } from '../../../lib/art/emblems.ts';

type Locale = 'tr' | 'en';
/**
 * `title` uses '|' for the banner's line break; the slide title is the same text on one line.
 * `headline` overrides the upper-cased title where Turkish casing would mangle a brand (AVİATOR).
 */
export type BannerText = { title: string; headline?: string; sub: string; cta: string };
export type Banner = { name: string; emblem: Emblem; colors: [string, string, string] } & Record<Locale, BannerText>;

export const BANNERS: Banner[] = [
  { name: 'welcome', emblem: 'gift', colors: ['#3a0ca3', '#c9184a', '#ff8fab'],
    tr: { title: '%100 Hoş Geldin|Bonusu', sub: "İlk yatırımına 5.000 ₺'ye kadar", cta: 'Hemen Katıl' },
    en: { title: '100% Welcome|Bonus', sub: 'Up to ₺5,000 on your first deposit', cta: 'Join now' } },
  { name: 'live-odds', emblem: 'ball', colors: ['#023e36', '#0b8a5f', '#80ffdb'],
    tr: { title: 'Canlı Bahiste|Yüksek Oranlar', sub: 'Süper Lig, Premier Lig ve daha fazlası', cta: 'Bahis Yap' },
    en: { title: 'Top Odds on|Live Betting', sub: 'Süper Lig, Premier League and more', cta: 'Bet now' } },
  { name: 'aviator', emblem: 'plane', colors: ['#10002b', '#7b0d1e', '#ff4d6d'],
    tr: { title: "Aviator'da|Uçuşa Geç", headline: "AVIATOR'DA|UÇUŞA GEÇ", sub: 'Çarpan yükselirken nakit çek', cta: 'Oyna' },
    en: { title: 'Take Off with|Aviator', sub: 'Cash out while the multiplier climbs', cta: 'Play' } },
  { name: 'cashback', emblem: 'percent', colors: ['#240046', '#9d4edd', '#ffd166'],
    tr: { title: '%10 Haftalık|Kayıp Bonusu', sub: "1.000 ₺'ye kadar, her hafta talep et", cta: 'Detaylar' },
    en: { title: '10% Weekly|Cashback', sub: 'Up to ₺1,000, claim it every week', cta: 'Details' } },
  { name: 'slot-tournament', emblem: 'seven', colors: ['#1a0b2e', '#c1121f', '#ffd60a'],
    tr: { title: 'Slot|Turnuvası', sub: '500.000 ₺ ödül havuzu', cta: 'Katıl' },
    en: { title: 'Slot|Tournament', sub: '₺500,000 prize pool', cta: 'Join' } },
  { name: 'slot-bonus', emblem: 'chip', colors: ['#03045e', '#0077b6', '#90e0ef'],
    tr: { title: '%50 Slot|Yatırım Bonusu', sub: "Yatırımına 2.500 ₺'ye kadar", cta: 'Yararlan' },
    en: { title: '50% Slot|Reload Bonus', sub: 'Up to ₺2,500 on a deposit', cta: 'Claim' } },
  { name: 'freespins', emblem: 'bolt', colors: ['#14213d', '#5a189a', '#fcbf49'],
    tr: { title: 'Günlük 100|Freespin', headline: 'GÜNLÜK 100|FREESPIN', sub: 'Pragmatic Play oyunlarında', cta: 'Hemen Oyna' },
    en: { title: '100 Free Spins|Every Day', sub: 'On Pragmatic Play games', cta: 'Play now' } },
  { name: 'live-roulette', emblem: 'roulette', colors: ['#081c15', '#1b4332', '#d4a373'],
    tr: { title: 'Canlı|Rulet', sub: 'Gerçek krupiyelerle 7/24', cta: 'Masaya Otur' },
    en: { title: 'Live|Roulette', sub: 'Real dealers, 24/7', cta: 'Take a seat' } },
  { name: 'blackjack', emblem: 'cards', colors: ['#0b090a', '#660708', '#e5383b'],
    tr: { title: 'VIP Blackjack|Masaları', sub: 'Yüksek limitli canlı masalar', cta: 'Oyna' },
    en: { title: 'VIP Blackjack|Tables', sub: 'High-limit live tables', cta: 'Play' } },
  { name: 'live-cashback', emblem: 'dice', colors: ['#2b2d42', '#8d0801', '#ffb703'],
    tr: { title: 'Canlı Casino|%15 Kayıp Bonusu', sub: 'Her gün otomatik olarak hesabında', cta: 'Detaylar' },
    en: { title: '15% Live Casino|Cashback', sub: 'Credited to your account daily', cta: 'Details' } },
  { name: 'super-lig', emblem: 'trophy', colors: ['#001d3d', '#c1121f', '#ffc300'],
    tr: { title: "Süper Lig'de|En Yüksek Oran", sub: 'Her maçta 500+ bahis seçeneği', cta: 'Bahis Yap' },
    en: { title: 'Best Odds on|Süper Lig', sub: '500+ markets on every match', cta: 'Bet now' } },
  { name: 'acca-boost', emblem: 'star', colors: ['#0d1b2a', '#1b998b', '#f7ef99'],
    tr: { title: "Kombine Bonusu|%50'ye Kadar", sub: '4 ve üzeri maçlık kuponlarda', cta: 'Kupon Yap' },
    en: { title: 'Acca Boost|Up to 50%', sub: 'On bet slips with 4+ selections', cta: 'Build a slip' } },
  { name: 'nba', emblem: 'basketball', colors: ['#1d1a05', '#d45113', '#f9a03f'],
    tr: { title: 'NBA Heyecanı|Canlı', sub: 'Her gece canlı bahis ve istatistik', cta: 'Canlı Bahis' },
    en: { title: 'Live NBA|Action', sub: 'Live betting and stats every night', cta: 'Bet live' } },
  { name: 'trial', emblem: 'gift', colors: ['#0b132b', '#3a506b', '#5bc0be'],
    tr: { title: '50 ₺ Deneme|Bonusu', sub: 'Telefonunu doğrula, hemen oyna', cta: 'Üye Ol' },
    en: { title: '₺50 Trial|Bonus', sub: 'Verify your phone and start playing', cta: 'Sign up' } },
  { name: 'refer', emblem: 'star', colors: ['#3c096c', '#ff006e', '#ffbe0b'],
    tr: { title: 'Arkadaşını|Getir', sub: 'Her arkadaşın için 250 ₺ bonus', cta: 'Davet Et' },
    en: { title: 'Refer a|Friend', sub: '₺250 bonus for every friend', cta: 'Invite' } },
  { name: 'telegram', emblem: 'bolt', colors: ['#012a4a', '#2a9df4', '#bde0fe'],
    tr: { title: 'Telegram|Kanalımız', sub: 'Güncel adres ve duyurular için katıl', cta: 'Katıl' },
    en: { title: 'Join Our|Telegram', sub: 'For our latest address and news', cta: 'Join' } },
];

/** The three sources of a slide, in the contract's order: default, >= 1200 px, >= 992 px. */
export const bannerImages = (name: string, locale: Locale) =>
  (['sm', 'lg', 'md'] as const).map((size) => `/media/banners/${name}-${locale}-${size}.svg`);

export type SlideDef = { slug: string; banner: string; url: string; target?: '_blank'; active?: false };

/** Carousels per page slug. One empty url (served as '#'), one new-tab link, hidden slides. */
export const SLIDES: SlideDef[] = [
  { slug: 'home', banner: 'welcome', url: '/promotions?promo=welcome' },
  { slug: 'home', banner: 'refer', url: '/promotions?promo=refer-a-friend' },
  { slug: 'home', banner: 'aviator', url: '/casino/games' },
  { slug: 'home', banner: 'cashback', url: '' },
  { slug: 'home', banner: 'trial', url: '/promotions', active: false },
  { slug: 'casino', banner: 'cashback', url: '/promotions?promo=weekly-cashback' },
  { slug: 'casino', banner: 'slot-bonus', url: '/promotions?promo=casino-reload' },
  { slug: 'casino', banner: 'aviator', url: '/casino/games' },
  { slug: 'live-casino', banner: 'live-roulette', url: '/casino/live' },
  { slug: 'live-casino', banner: 'blackjack', url: '/casino/live' },
  { slug: 'live-casino', banner: 'welcome', url: '/promotions?promo=welcome' },
  // The book's own slides first (Süper Lig to the pre-match list, NBA to live), then offers; the
  // trial slide stays off as on the home page (the trial bonus is 0 ₺ until an operator sets it).
  { slug: 'sports', banner: 'super-lig', url: '/spor' },
  { slug: 'sports', banner: 'nba', url: '/livespor' },
  { slug: 'sports', banner: 'welcome', url: '/promotions?promo=welcome' },
  { slug: 'sports', banner: 'refer', url: '/promotions?promo=refer-a-friend' },
  { slug: 'sports', banner: 'trial', url: '/promotions', active: false },
  { slug: 'promotions', banner: 'welcome', url: '/promotions?promo=welcome' },
  { slug: 'promotions', banner: 'trial', url: '/promotions' },
  { slug: 'promotions', banner: 'refer', url: '/promotions?promo=refer-a-friend' },
  { slug: 'promotions', banner: 'telegram', url: 'https://t.me/lalebet', target: '_blank' },
];
