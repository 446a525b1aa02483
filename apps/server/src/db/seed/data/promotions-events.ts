import { BANNERS } from './banners.ts';
import { POPUP_BANNER } from './popup.ts';
import type { SeedPromotion } from './promotions.ts';

const banner = (name: string) => BANNERS.find((b) => b.name === name)!;

/** Campaigns without a claimable offer: the weekend popup's campaign, a tournament, a boost. */
export const EVENT_PROMOTIONS: SeedPromotion[] = [
  {
    // The campaign popup's (data/popup.ts) promotion, drawn with the same artwork.
    slug: 'weekend',
    category: 'general',
    art: POPUP_BANNER,
    title: { tr: 'Hafta Sonu %150 Bonus', en: 'Weekend 150% Bonus' },
    summary: {
      tr: "Cuma–Pazar yatırımlarına %150 bonus, 10.000 ₺'ye kadar.",
      en: 'A 150% bonus on Friday to Sunday deposits, up to ₺10,000.',
    },
    body: {
      tr: `<p>Hafta sonu LaleBet'te daha uzun sürer! Cuma 00:00 ile pazar 23:59 arasındaki ilk yatırımına <strong>%150 bonus</strong> veriyoruz.</p>
<h3>Nasıl alırım?</h3>
<ol><li>Hafta sonu en az 500 ₺ yatırım yap.</li><li>Bonusa başlamadan önce canlı destek hattına yazarak kampanyaya katılmak istediğini belirt.</li><li>Bonusun 30 dakika içinde hesabına tanımlanır.</li></ol>
<h3>Koşullar</h3>
<ul><li>En yüksek bonus 10.000 ₺'dir.</li><li>Çevrim şartı: yatırım ve bonus toplamının 30 katı.</li><li>Kampanya her hafta sonu bir kez kullanılabilir.</li></ul>`,
      en: `<p>Weekends last longer at LaleBet! We add a <strong>150% bonus</strong> to your first deposit between Friday 00:00 and Sunday 23:59.</p>
<h3>How do I get it?</h3>
<ol><li>Deposit at least ₺500 over the weekend.</li><li>Before you start playing, tell our live support that you want to join the campaign.</li><li>Your bonus is credited within 30 minutes.</li></ol>
<h3>Terms</h3>
<ul><li>The bonus is at most ₺10,000.</li><li>Wagering: 30 times the deposit plus bonus.</li><li>The campaign can be used once every weekend.</li></ul>`,
    },
  },
  {
    slug: 'slot-tournament',
    category: 'casino',
    endsInDays: 30,
    art: banner('slot-tournament'),
    title: { tr: 'Slot Turnuvası: 500.000 ₺ Ödül', en: 'Slot Tournament: ₺500,000 in Prizes' },
    summary: {
      tr: 'Seçili slotlarda oyna, puan topla, ödül havuzundan payını al.',
      en: 'Play selected slots, collect points and win a share of the prize pool.',
    },
    body: {
      tr: `<p>Ayın slot turnuvası başladı! Pragmatic Play slotlarında yaptığın her <strong>1 ₺ bahis 1 puan</strong> kazandırır; liderlik tablosunda en çok puanı toplayan 250 oyuncu ödül alır.</p>
<table><caption>Ödül dağılımı</caption><thead><tr><th scope="col">Sıra</th><th scope="col">Ödül</th></tr></thead><tbody>
<tr><td>1.</td><td>100.000 ₺</td></tr><tr><td>2.</td><td>50.000 ₺</td></tr><tr><td>3.</td><td>25.000 ₺</td></tr>
<tr><td>4.–10.</td><td>10.000 ₺</td></tr><tr><td>11.–100.</td><td>2.500 ₺</td></tr><tr><td>101.–250.</td><td>200 ₺</td></tr>
</tbody></table>
<p>Ödüller turnuva bittikten sonra 48 saat içinde, çevrim şartı olmadan nakit olarak ödenir. Yalnızca en az 2 ₺ bahisli dönüşler sayılır.</p>`,
      en: `<p>This month's slot tournament is on! Every <strong>₺1 you bet earns 1 point</strong> on Pragmatic Play slots; the 250 players with the most points on the leaderboard win a prize.</p>
<table><caption>Prizes</caption><thead><tr><th scope="col">Place</th><th scope="col">Prize</th></tr></thead><tbody>
<tr><td>1st</td><td>₺100,000</td></tr><tr><td>2nd</td><td>₺50,000</td></tr><tr><td>3rd</td><td>₺25,000</td></tr>
<tr><td>4th–10th</td><td>₺10,000</td></tr><tr><td>11th–100th</td><td>₺2,500</td></tr><tr><td>101st–250th</td><td>₺200</td></tr>
</tbody></table>
<p>Prizes are paid in cash, without wagering, within 48 hours after the tournament ends. Only spins of ₺2 or more count.</p>`,
    },
  },
  {
    slug: 'acca-boost',
    category: 'sports',
    art: banner('acca-boost'),
    title: { tr: "Kombine Bonusu: %50'ye Kadar", en: 'Acca Boost: Up to 50%' },
    summary: {
      tr: "4 ve üzeri maçlık kuponlarda kazancına %50'ye varan ek ödeme.",
      en: 'Up to 50% extra winnings on bet slips with 4 or more selections.',
    },
    body: {
      tr: `<p>Kombine kuponun kazandığında kazancını <strong>%50'ye kadar</strong> artırıyoruz. Ek ödeme, kupon sonuçlandığında otomatik olarak bakiyene eklenir.</p>
<table><thead><tr><th scope="col">Maç sayısı</th><th scope="col">Ek kazanç</th></tr></thead><tbody>
<tr><td>4</td><td>%5</td></tr><tr><td>5</td><td>%10</td></tr><tr><td>6</td><td>%15</td></tr><tr><td>7–9</td><td>%25</td></tr><tr><td>10 ve üzeri</td><td>%50</td></tr>
</tbody></table>
<ul><li>Her seçimin oranı en az 1,30 olmalıdır.</li><li>Maç öncesi ve canlı bahis kuponları geçerlidir; erken ödeme (cash out) yapılan kuponlar hariçtir.</li></ul>
<p>Kuponunu hazırlamak için <a href="/spor">Spor</a> sayfasına git.</p>`,
      en: `<p>When your accumulator wins, we boost your winnings by <strong>up to 50%</strong>. The extra is added to your balance automatically when the slip settles.</p>
<table><thead><tr><th scope="col">Selections</th><th scope="col">Boost</th></tr></thead><tbody>
<tr><td>4</td><td>5%</td></tr><tr><td>5</td><td>10%</td></tr><tr><td>6</td><td>15%</td></tr><tr><td>7–9</td><td>25%</td></tr><tr><td>10 or more</td><td>50%</td></tr>
</tbody></table>
<ul><li>Every selection needs odds of at least 1.30.</li><li>Pre-match and live slips count; slips you cash out early do not.</li></ul>
<p>Head to <a href="/spor">Sports</a> to build your slip.</p>`,
    },
  },
];
