import { BANNERS } from './banners.ts';
import type { SeedPromotion } from './promotions.ts';

const banner = (name: string) => BANNERS.find((b) => b.name === name)!;

/** Promotions of the seeded bonus offers (data/bonuses.ts): their terms match the definitions. */
export const OFFER_PROMOTIONS: SeedPromotion[] = [
  {
    slug: 'welcome',
    category: 'casino',
    bonusCode: 'welcome-100',
    art: banner('welcome'),
    title: { tr: '%100 Hoş Geldin Bonusu', en: '100% Welcome Bonus' },
    summary: {
      tr: "İlk yatırımına %100 bonus, 5.000 ₺'ye kadar.",
      en: '100% on your first deposit, up to ₺5,000.',
    },
    body: {
      tr: `<p>LaleBet'e hoş geldin! İlk yatırımını <strong>%100</strong> artırıyoruz: 5.000 ₺ yatır, 10.000 ₺ ile oyna.</p>
<h3>Nasıl katılırım?</h3>
<ol><li>Üye ol ve telefon numaranı doğrula.</li><li>İlk yatırımını yap (en az 100 ₺).</li><li>Oynamaya başlamadan önce Bonus Talep sayfasından bonusunu talep et; bonus anında hesabına tanımlanır.</li></ol>
<p>Bonus, yatırımınla bahis yapmadan ve para çekme talebinde bulunmadan önce talep edilmelidir.</p>
<h3>Kampanya koşulları</h3>
<table><tbody>
<tr><th scope="row">Bonus oranı</th><td>%100, en fazla 5.000 ₺</td></tr>
<tr><th scope="row">En az yatırım</th><td>100 ₺</td></tr>
<tr><th scope="row">Çevrim şartı</th><td>Bonus tutarının 35 katı</td></tr>
<tr><th scope="row">En yüksek bahis</th><td>Çevrim sırasında bahis başına 100 ₺</td></tr>
<tr><th scope="row">Geçerlilik</th><td>Tanımlandıktan sonra 30 gün</td></tr>
</tbody></table>
<p>Çevrime slot oyunları %100, tombala %50, canlı casino ve TV oyunları %10 oranında katkı sağlar. Ayrıntılar için <a href="/pages/6">Genel Bonus Kuralları</a> sayfasına göz at.</p>`,
      en: `<p>Welcome to LaleBet! We match your first deposit <strong>100%</strong>: deposit ₺5,000 and play with ₺10,000.</p>
<h3>How do I take part?</h3>
<ol><li>Sign up and verify your phone number.</li><li>Make your first deposit (at least ₺100).</li><li>Before you start playing, claim the bonus on the Claim Bonus page; it is credited at once.</li></ol>
<p>Claim it before you bet with or withdraw your deposit.</p>
<h3>Terms</h3>
<table><tbody>
<tr><th scope="row">Bonus</th><td>100%, up to ₺5,000</td></tr>
<tr><th scope="row">Minimum deposit</th><td>₺100</td></tr>
<tr><th scope="row">Wagering</th><td>35 times the bonus amount</td></tr>
<tr><th scope="row">Maximum bet</th><td>₺100 per bet while wagering</td></tr>
<tr><th scope="row">Valid for</th><td>30 days after it is granted</td></tr>
</tbody></table>
<p>Slots count 100% towards wagering, bingo 50%, live casino and TV games 10%. See the <a href="/pages/6">General Bonus Rules</a> for the details.</p>`,
    },
  },
  {
    slug: 'casino-reload',
    category: 'casino',
    bonusCode: 'casino-reload-50',
    art: {
      name: 'casino-reload',
      emblem: 'chip',
      colors: ['#03045e', '#0077b6', '#90e0ef'],
      tr: { title: '%50 Casino|Yatırım Bonusu', sub: "Yatırımına 2.500 ₺'ye kadar", cta: 'Talep Et' },
      en: { title: '50% Casino|Reload Bonus', sub: 'Up to ₺2,500 on a deposit', cta: 'Claim' },
    },
    title: { tr: '%50 Casino Yatırım Bonusu', en: '50% Casino Reload Bonus' },
    summary: {
      tr: "Yatırımına %50 ek bonus, 2.500 ₺'ye kadar.",
      en: 'An extra 50% on your deposit, up to ₺2,500.',
    },
    body: {
      tr: `<p>Casino keyfini uzat: yatırımına <strong>%50 ek bonus</strong> ekliyoruz. Talebin, ekibimiz onayladıktan sonra hesabına tanımlanır.</p>
<ul><li>En az yatırım: 250 ₺</li><li>En yüksek bonus: 2.500 ₺</li><li>Çevrim şartı: bonus tutarının 25 katı</li><li>Çevrim sırasında bahis başına en fazla 75 ₺</li><li>Geçerlilik: tanımlandıktan sonra 14 gün</li></ul>
<p>Bonusu yatırımınla bahis yapmadan önce talep et; onay beklerken bahis yapar veya para çekme talebinde bulunursan talep onaylanamaz. Aynı anda yalnızca bir aktif bonusun olabilir; yeni bonus talep etmeden önce mevcut bonusunu tamamla.</p>`,
      en: `<p>Keep the casino fun going: we add an <strong>extra 50%</strong> to your deposit. Your claim is credited once our team approves it.</p>
<ul><li>Minimum deposit: ₺250</li><li>Maximum bonus: ₺2,500</li><li>Wagering: 25 times the bonus amount</li><li>Up to ₺75 per bet while wagering</li><li>Valid for 14 days after it is granted</li></ul>
<p>Claim it before you bet with your deposit; if you bet or request a withdrawal while the claim awaits approval, it cannot be approved. You can have only one active bonus at a time; finish your current bonus before claiming a new one.</p>`,
    },
  },
  {
    slug: 'weekly-cashback',
    category: 'casino',
    bonusCode: 'weekly-cashback-10',
    art: {
      name: 'weekly-cashback',
      emblem: 'percent',
      colors: ['#240046', '#9d4edd', '#ffd166'],
      tr: { title: '%10 Haftalık|Kayıp Bonusu', sub: "1.000 ₺'ye kadar geri al", cta: 'Talep Et' },
      en: { title: '10% Weekly|Cashback', sub: 'Get up to ₺1,000 back', cta: 'Claim' },
    },
    title: { tr: '%10 Haftalık Kayıp Bonusu', en: '10% Weekly Cashback' },
    summary: {
      tr: "Geçen haftaki casino kaybının %10'u, 1.000 ₺'ye kadar geri; her hafta.",
      en: "10% of last week's casino losses back, up to ₺1,000, every week.",
    },
    body: {
      tr: `<p>Şans bu hafta yüzüne gülmediyse üzülme: geçen haftaki (pazartesi–pazar) net casino kaybının <strong>%10'unu</strong> iade ediyoruz. Her hafta yeniden talep edebilirsin.</p>
<h3>Koşullar</h3>
<ul><li>İade tutarı en fazla 1.000 ₺'dir.</li><li>Kayıp bonusu yalnızca 1 kez çevrilir.</li><li>Bonus, talebin onaylandıktan sonra 7 gün geçerlidir.</li><li>Bonusla oynanan bahisler kayıp hesabına dahil edilmez.</li></ul>`,
      en: `<p>Luck not on your side this week? We refund <strong>10%</strong> of your net casino losses of last week (Monday to Sunday). Claim it again every week.</p>
<h3>Terms</h3>
<ul><li>The refund is at most ₺1,000.</li><li>The cashback needs to be wagered only once.</li><li>The bonus is valid for 7 days after your claim is approved.</li><li>Bets placed with bonus money do not count as losses.</li></ul>`,
    },
  },
  {
    slug: 'free-bonus-25',
    category: 'casino',
    bonusCode: 'free-spins-cash-25',
    art: {
      name: 'free-bonus-25',
      emblem: 'bolt',
      colors: ['#14213d', '#5a189a', '#fcbf49'],
      tr: { title: '25 ₺ Bedava|Bonus', sub: 'Yatırım gerekmez', cta: 'Talep Et' },
      en: { title: '₺25 Free|Bonus', sub: 'No deposit needed', cta: 'Claim' },
    },
    title: { tr: '25 ₺ Bedava Bonus', en: '₺25 Free Bonus' },
    summary: {
      tr: 'Telefonunu doğrula, yatırım yapmadan 25 ₺ bonusla slot oyna.',
      en: 'Verify your phone and play slots with a ₺25 bonus, no deposit needed.',
    },
    body: {
      tr: `<p>Telefon numarasını doğrulayan her yeni üyemize <strong>25 ₺ bedava bonus</strong>! Yatırım yapmadan en sevdiğin slotları dene.</p>
<ul><li>Üyeliğinin ilk 30 gününde talep edilebilir.</li><li>Çevrim şartı: bonus tutarının 20 katı</li><li>Bahis başına en fazla 10 ₺</li><li>Canlı casino ve TV oyunları çevrime katkı sağlamaz.</li><li>Çevrim tamamlandığında en fazla 250 ₺ nakde dönüşür; fazlası silinir.</li><li>Geçerlilik: tanımlandıktan sonra 7 gün</li></ul>
<p>Numaranı <a href="/dashboard/phone-verification">Telefon Doğrulama</a> sayfasından doğrulayabilirsin.</p>`,
      en: `<p>A <strong>₺25 free bonus</strong> for every new member who verifies their phone number! Try your favourite slots without a deposit.</p>
<ul><li>Claimable within 30 days of signing up.</li><li>Wagering: 20 times the bonus amount</li><li>Up to ₺10 per bet</li><li>Live casino and TV games do not count towards wagering.</li><li>At most ₺250 turns into cash when wagering is complete; the rest is removed.</li><li>Valid for 7 days after it is granted</li></ul>
<p>You can verify your number on the <a href="/dashboard/phone-verification">Phone Verification</a> page.</p>`,
    },
  },
  {
    slug: 'refer-a-friend',
    category: 'general',
    bonusCode: 'refer-a-friend',
    art: banner('refer'),
    title: { tr: 'Arkadaşını Getir: Her Arkadaşın İçin 250 ₺', en: 'Refer a Friend: ₺250 per Friend' },
    summary: {
      tr: 'Davet bağlantınla üye olan her arkadaşın ilk yatırımını yaptığında 250 ₺ bonus kazan.',
      en: 'Earn a ₺250 bonus for every friend who signs up with your link and makes a first deposit.',
    },
    body: {
      tr: `<p>Arkadaşlarını LaleBet'e davet et: davet bağlantınla üye olan her arkadaşının ilk yatırımı onaylandığında hesabına <strong>250 ₺ bonus</strong> tanımlanır.</p>
<h3>Nasıl katılırım?</h3>
<ol><li>Bonus Talep sayfasındaki Arkadaşını Getir kartından davet bağlantını kopyala.</li><li>Bağlantıyı arkadaşlarınla paylaş; bağlantıyla gelip üye olan arkadaşın senin davetin sayılır.</li><li>Arkadaşının ilk yatırımı onaylandığında bonusun otomatik olarak tanımlanır.</li></ol>
<ul><li>Her arkadaş için bir kez verilir.</li><li>Çevrim şartı: bonus tutarının 10 katı</li><li>Çevrim sırasında bahis başına en fazla 50 ₺</li><li>Çevrim tamamlandığında en fazla 1.000 ₺ nakde dönüşür.</li><li>Geçerlilik: tanımlandıktan sonra 14 gün</li><li>O sırada başka bir bonusun açıksa, ödülün o bonus bitince Bonus Talep sayfasından alınabilir.</li></ul>`,
      en: `<p>Invite your friends to LaleBet: for every friend who signs up with your link, a <strong>₺250 bonus</strong> is added to your account when their first deposit is confirmed.</p>
<h3>How do I take part?</h3>
<ol><li>Copy your invite link from the Refer a Friend card on the Claim Bonus page.</li><li>Share it with your friends; a friend who signs up after following it counts as yours.</li><li>When your friend's first deposit is confirmed, your bonus is added automatically.</li></ol>
<ul><li>Given once per friend.</li><li>Wagering: 10 times the bonus amount</li><li>Up to ₺50 per bet while wagering</li><li>At most ₺1,000 turns into cash when wagering is complete.</li><li>Valid for 14 days after it is granted</li><li>If another bonus of yours is open at that moment, you can claim the reward on the Claim Bonus page once it ends.</li></ul>`,
    },
  },
];
