import { POPUP_BANNER } from './popup.ts';
import type { SeedPromotion } from './promotions.ts';

/**
 * The weekend popup's campaign. A sports boost and a slot tournament were removed: the site has
 * no sportsbook and no tournaments yet, and seeded content must not promise them.
 */
export const EVENT_PROMOTIONS: SeedPromotion[] = [
  {
    // The campaign popup's (data/popup.ts) promotion, drawn with the same artwork.
    slug: 'weekend',
    category: 'general',
    bonusCode: 'weekend-150',
    art: POPUP_BANNER,
    title: { tr: 'Hafta Sonu %150 Bonus', en: 'Weekend 150% Bonus' },
    summary: {
      tr: "Cuma–Pazar yatırımlarına %150 bonus, 10.000 ₺'ye kadar.",
      en: 'A 150% bonus on Friday to Sunday deposits, up to ₺10,000.',
    },
    body: {
      tr: `<p>Hafta sonu LaleBet'te daha uzun sürer! Cuma 00:00 ile pazar 23:59 arasında yaptığın yatırıma <strong>%150 bonus</strong> veriyoruz.</p>
<h3>Nasıl alırım?</h3>
<ol><li>Hafta sonu en az 500 ₺ yatırım yap.</li><li>Oynamaya başlamadan önce Bonus Talep sayfasından Hafta Sonu %150 Bonus'u talep et.</li><li>Ekibimiz talebini onayladığında bonus hesabına tanımlanır.</li></ol>
<h3>Koşullar</h3>
<ul><li>En yüksek bonus 10.000 ₺'dir.</li><li>Çevrim şartı: bonus tutarının 30 katı.</li><li>Çevrim sırasında bahis başına en fazla 100 ₺.</li><li>Her üye bir kez yararlanabilir; hafta sonu dışında yapılan talepler reddedilir.</li><li>Talep onay beklerken bahis yapar veya para çekme talebinde bulunursan talep onaylanamaz.</li></ul>`,
      en: `<p>Weekends last longer at LaleBet! We add a <strong>150% bonus</strong> to a deposit you make between Friday 00:00 and Sunday 23:59.</p>
<h3>How do I get it?</h3>
<ol><li>Deposit at least ₺500 over the weekend.</li><li>Before you start playing, claim the Weekend 150% Bonus on the Claim Bonus page.</li><li>The bonus is credited once our team approves your claim.</li></ol>
<h3>Terms</h3>
<ul><li>The bonus is at most ₺10,000.</li><li>Wagering: 30 times the bonus amount.</li><li>Up to ₺100 per bet while wagering.</li><li>Each member can use it once; claims made outside the weekend are rejected.</li><li>If you bet or request a withdrawal while the claim awaits approval, it cannot be approved.</li></ul>`,
    },
  },
];
