import type { DemoPage } from './pages.ts';

export const COMPANY_PAGES: DemoPage[] = [
  {
    id: 8,
    category: 'Story',
    sort: 1,
    title: { tr: 'Hakkımızda', en: 'About Us' },
    body: {
      tr: `<p>LaleBet, casino oyunlarını ve yakında spor bahislerini tek bir güvenli çatı altında sunan bir çevrim içi eğlence platformudur. Adını İstanbul'un simgesi laleden alan markamız, Türk oyuncuların alışkanlıklarını bilen bir ekip tarafından kuruldu.</p>
<p>Pragmatic Play, Evolution, EGT, Amusnet ve Play'n GO gibi sağlayıcıların yüzlerce slot ve canlı casino oyununu sunuyoruz; maç öncesi ve canlı spor bahisleri hazırlanıyor.</p>
<h2>Değerlerimiz</h2>
<ul>
<li><strong>Güven:</strong> Lisanslı altyapı, şifreli bağlantılar ve hızlı ödemeler.</li>
<li><strong>Şeffaflık:</strong> Açık bonus kuralları ve sürpriz kesintisi olmayan çekimler.</li>
<li><strong>Destek:</strong> 7 gün 24 saat Türkçe canlı destek.</li>
<li><strong>Sorumluluk:</strong> Oyunun eğlence olarak kalması için <a href="/pages/9">sorumlu oyun</a> araçları.</li>
</ul>
<p>Sorularınız ve önerileriniz için her zaman <a href="/pages/11">bize ulaşabilirsiniz</a>.</p>`,
      en: `<p>LaleBet is an online entertainment platform that brings casino games, and soon sports betting, together under one secure roof. Named after the tulip, the symbol of Istanbul, the brand was founded by a team that knows what Turkish players expect.</p>
<p>We offer hundreds of slots and live casino games from providers such as Pragmatic Play, Evolution, EGT, Amusnet and Play'n GO; pre-match and live sports betting is on its way.</p>
<h2>Our values</h2>
<ul>
<li><strong>Trust:</strong> licensed infrastructure, encrypted connections and fast payouts.</li>
<li><strong>Transparency:</strong> clear bonus rules and withdrawals without surprise deductions.</li>
<li><strong>Support:</strong> live support in Turkish, 24 hours a day, 7 days a week.</li>
<li><strong>Responsibility:</strong> <a href="/pages/9">responsible gaming</a> tools that keep play fun.</li>
</ul>
<p>You are always welcome to <a href="/pages/11">get in touch</a> with questions and suggestions.</p>`,
    },
  },
  {
    id: 9,
    category: 'Story',
    sort: 2,
    title: { tr: 'Sorumlu Oyun', en: 'Responsible Gaming' },
    body: {
      tr: `<p>Bahis ve casino oyunları bir eğlence biçimidir; gelir elde etmenin bir yolu değildir. LaleBet, oyunun keyifli ve kontrol altında kalması için size çeşitli araçlar sunar.</p>
<h2>Kontrolü Elinizde Tutun</h2>
<ul>
<li>Yalnızca kaybetmeyi göze alabileceğiniz parayla oynayın.</li>
<li>Kayıplarınızı telafi etmek için bahis tutarını artırmayın.</li>
<li>Oyuna ayırdığınız süreyi ve bütçeyi önceden belirleyin.</li>
<li>Alkollü veya üzgünken oynamaktan kaçının.</li>
</ul>
<h2>Limitler ve Kendini Dışlama</h2>
<p>Destek ekibimizden günlük, haftalık veya aylık yatırım limiti belirlemesini isteyebilirsiniz. Ara vermek isterseniz hesabınızı 24 saatten 6 aya kadar dondurabilir ya da kalıcı olarak kendinizi oyundan dışlayabilirsiniz. Limit düşürme talepleri hemen, limit artırma talepleri ise 24 saat sonra uygulanır.</p>
<h2>Yardım Alın</h2>
<p>Oyun alışkanlıklarınızın kontrolden çıktığını düşünüyorsanız profesyonel destek almaktan çekinmeyin. Gamblers Anonymous ve GamCare gibi kuruluşlar ücretsiz ve gizli destek sunar. 18 yaşından küçüklerin oynaması kesinlikle yasaktır.</p>`,
      en: `<p>Betting and casino games are entertainment, not a way to earn money. LaleBet gives you tools to keep play fun and under control.</p>
<h2>Stay in control</h2>
<ul>
<li>Only play with money you can afford to lose.</li>
<li>Never raise your stakes to chase losses.</li>
<li>Decide in advance how much time and money you will spend.</li>
<li>Avoid playing after drinking or when you are upset.</li>
</ul>
<h2>Limits and self-exclusion</h2>
<p>Ask our support team to set a daily, weekly or monthly deposit limit. If you need a break, you can freeze your account for 24 hours up to 6 months or exclude yourself permanently. Lower limits apply at once; higher limits apply after 24 hours.</p>
<h2>Get help</h2>
<p>If you feel your gambling is getting out of control, do not hesitate to seek professional help. Organisations such as Gamblers Anonymous and GamCare offer free, confidential support. Players under 18 are strictly forbidden.</p>`,
    },
  },
  {
    id: 10,
    category: 'Story',
    sort: 3,
    title: { tr: 'Lisans Bilgileri', en: 'Licence Information' },
    body: {
      tr: `<p>LaleBet, Curaçao yasalarına göre kurulmuş ve 000000 sicil numarasıyla kayıtlı Lale Gaming N.V. tarafından işletilmektedir.</p>
<p>Lale Gaming N.V., Curaçao Oyun Otoritesi tarafından verilen OGL/2024/000/0000 numaralı B2C lisansı kapsamında şans oyunları ve spor bahisleri sunma yetkisine sahiptir.</p>
<table>
<tbody>
<tr><th scope="row">Şirket</th><td>Lale Gaming N.V.</td></tr>
<tr><th scope="row">Sicil numarası</th><td>000000</td></tr>
<tr><th scope="row">Lisans numarası</th><td>OGL/2024/000/0000</td></tr>
<tr><th scope="row">Adres</th><td>Willemstad, Curaçao</td></tr>
</tbody>
</table>
<p>Oyunlarımızın sonuçları, bağımsız test laboratuvarlarınca sertifikalandırılmış rastgele sayı üreteçleriyle belirlenir.</p>`,
      en: `<p>LaleBet is operated by Lale Gaming N.V., a company incorporated under the laws of Curaçao with registration number 000000.</p>
<p>Lale Gaming N.V. is authorised to offer games of chance and sports betting under B2C licence number OGL/2024/000/0000 issued by the Curaçao Gaming Authority.</p>
<table>
<tbody>
<tr><th scope="row">Company</th><td>Lale Gaming N.V.</td></tr>
<tr><th scope="row">Registration number</th><td>000000</td></tr>
<tr><th scope="row">Licence number</th><td>OGL/2024/000/0000</td></tr>
<tr><th scope="row">Address</th><td>Willemstad, Curaçao</td></tr>
</tbody>
</table>
<p>Game outcomes are decided by random number generators certified by independent testing laboratories.</p>`,
    },
  },
];
