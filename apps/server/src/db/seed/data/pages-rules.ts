import type { DemoPage } from './pages.ts';

export const RULES_PAGES: DemoPage[] = [
  {
    id: 4,
    category: 'Terms of service',
    sort: 1,
    title: { tr: 'Genel Şartlar ve Koşullar', en: 'General Terms and Conditions' },
    body: {
      tr: `<h2>Hesap ve Bakiye</h2>
<p>Hesabınızın para birimi Türk lirasıdır (₺). Bakiyeniz gerçek para bakiyesi ve bonus bakiyesinden oluşur; bahislerde önce gerçek para bakiyesi kullanılır. Hesaplar arasında para transferi yapılamaz.</p>
<h2>Para Yatırma ve Çekme</h2>
<p>Para yatırma işlemleri genellikle anında hesabınıza yansır. Çekim talepleri, güvenlik kontrollerinden sonra mümkün olan en kısa sürede işlenir. Çekimler, mümkün olduğu sürece yatırım yaptığınız yöntemle ve yalnızca hesap sahibinin adına yapılır. Yatırılan tutarın en az bir kez çevrilmesi gerekir.</p>
<h2>Hatalı Oranlar ve Teknik Arızalar</h2>
<p>Açıkça hatalı girilmiş oranlar veya sistem arızası sırasında alınan bahisler iptal edilebilir; bu durumda yatırılan tutar hesabınıza iade edilir. Oyun sırasında bağlantınız koparsa, oyun turu sağlayıcının kayıtlarına göre sonuçlandırılır.</p>
<h2>Hesabın Kapatılması</h2>
<p>Hesabınızı istediğiniz zaman destek ekibimize başvurarak kapatabilirsiniz. Kapatma sırasında bakiyenizde kalan gerçek para, kimlik doğrulaması tamamlandıktan sonra size ödenir. Ayrıca <a href="/pages/5">KYC/AML Politikası</a> ve <a href="/pages/6">Genel Bonus Kuralları</a> bu şartların ayrılmaz parçasıdır.</p>`,
      en: `<h2>Account and balance</h2>
<p>Your account currency is the Turkish lira (₺). Your balance consists of real money and bonus money; bets use the real-money balance first. Money cannot be transferred between accounts.</p>
<h2>Deposits and withdrawals</h2>
<p>Deposits usually reach your account at once. Withdrawal requests are processed as soon as possible after our security checks. Where possible, withdrawals go back through the method you deposited with and only to the account holder. Every deposit must be wagered at least once.</p>
<h2>Obvious errors and technical faults</h2>
<p>Bets placed at clearly wrong odds or during a system fault may be voided; the stake is then returned to your account. If your connection drops during a game, the round is settled according to the provider's records.</p>
<h2>Closing your account</h2>
<p>You can close your account at any time by asking our support team. Real money left in your balance is paid out once identity verification is complete. The <a href="/pages/5">KYC/AML Policy</a> and the <a href="/pages/6">General Bonus Rules</a> form part of these terms.</p>`,
    },
  },
  {
    id: 5,
    category: 'Terms of service',
    sort: 2,
    title: { tr: 'KYC ve Kara Para Aklamayı Önleme Politikası', en: 'KYC and Anti-Money Laundering Policy' },
    body: {
      tr: `<p>LaleBet, kara para aklama ve terörün finansmanıyla mücadeleye ilişkin uluslararası standartlara uyar. Bu nedenle müşterilerimizin kimliğini doğrular ve hesap hareketlerini izleriz.</p>
<h2>Kimlik Doğrulama (KYC)</h2>
<p>İlk çekiminizden önce veya gerekli gördüğümüz her durumda sizden aşağıdaki belgeleri isteyebiliriz:</p>
<ol>
<li>Geçerli bir kimlik kartı, pasaport veya ehliyetin ön ve arka yüzü,</li>
<li>Son üç ay içinde düzenlenmiş, adresinizi gösteren bir fatura veya banka belgesi,</li>
<li>Kullandığınız ödeme yönteminin size ait olduğunu gösteren belge.</li>
</ol>
<p>Belgeler genellikle 24 saat içinde incelenir. Doğrulama tamamlanana kadar çekim talepleriniz bekletilebilir.</p>
<h2>İzleme ve Bildirim</h2>
<p>Olağan dışı yatırım ve çekim hareketleri, bahis yapılmadan yapılan çekim denemeleri ve üçüncü kişilere ait ödeme araçlarının kullanımı incelenir. Şüpheli işlemler ilgili mercilere bildirilir ve hesap incelemeye alınabilir.</p>`,
      en: `<p>LaleBet follows international standards for fighting money laundering and terrorist financing. We therefore verify our customers' identity and monitor account activity.</p>
<h2>Know your customer (KYC)</h2>
<p>Before your first withdrawal, or whenever we consider it necessary, we may ask for:</p>
<ol>
<li>the front and back of a valid identity card, passport or driving licence,</li>
<li>a utility bill or bank statement issued in the last three months showing your address,</li>
<li>proof that the payment method you use belongs to you.</li>
</ol>
<p>Documents are usually reviewed within 24 hours. Withdrawals may be held until verification is complete.</p>
<h2>Monitoring and reporting</h2>
<p>We review unusual deposit and withdrawal patterns, attempts to withdraw without betting and the use of payment methods that belong to someone else. Suspicious activity is reported to the competent authorities and the account may be placed under review.</p>`,
    },
  },
  {
    id: 6,
    category: 'Terms of service',
    sort: 3,
    title: { tr: 'Genel Bonus Kuralları', en: 'General Bonus Rules' },
    body: {
      tr: `<p>Tüm bonuslar ve kampanyalar aşağıdaki genel kurallara ve kampanyaya özel şartlara tabidir.</p>
<ul>
<li>Her üye, her kampanyadan yalnızca bir kez yararlanabilir.</li>
<li>Bonus tutarı, aksi belirtilmedikçe çekim yapılmadan önce spor bahislerinde 10 kez, casino oyunlarında 30 kez çevrilmelidir.</li>
<li>Çevrim süresi bonusun hesaba tanımlandığı andan itibaren 7 gündür.</li>
<li>Bonus kullanılırken verilebilecek en yüksek tek bahis tutarı 1.000 ₺'dir.</li>
<li>Deneme bonusu yalnızca telefon numarasını doğrulayan yeni üyelere tanımlanır; deneme bonusundan elde edilebilecek en yüksek çekim tutarı 500 ₺'dir.</li>
</ul>
<p>Birden fazla hesap açarak veya karşılıklı bahislerle bonus kazancı elde etmeye çalışmak bonus istismarı sayılır ve kazançların iptaline yol açar. LaleBet, kampanyaları önceden haber vermeksizin değiştirme veya sonlandırma hakkını saklı tutar.</p>`,
      en: `<p>Every bonus and campaign is subject to the general rules below and to its own terms.</p>
<ul>
<li>Each member may take part in each campaign only once.</li>
<li>Unless stated otherwise, a bonus must be wagered 10 times on sports or 30 times on casino games before you withdraw.</li>
<li>The wagering period is 7 days from the moment the bonus is credited.</li>
<li>The largest single bet allowed while playing with a bonus is ₺1,000.</li>
<li>The trial bonus is given only to new members who verify their phone number; the most you can withdraw from it is ₺500.</li>
</ul>
<p>Trying to win bonus money through several accounts or opposite bets is bonus abuse and leads to winnings being voided. LaleBet may change or end campaigns without notice.</p>`,
    },
  },
  {
    id: 7,
    category: 'Terms of service',
    sort: 4,
    title: { tr: 'Spor Bahisleri Kuralları', en: 'Sports Betting Rules' },
    body: {
      tr: `<h2>Genel</h2>
<p>Bahisler, aksi belirtilmedikçe normal sürenin (90 dakika ve uzatma dakikaları) sonucuna göre değerlendirilir. Uzatmalar ve penaltı atışları yalnızca bu bölümleri kapsayan marketlerde dikkate alınır.</p>
<h2>Ertelenen ve Yarıda Kalan Maçlar</h2>
<p>48 saat içinde oynanmayan ertelenmiş maçlardaki bahisler iptal edilir ve oran 1,00 olarak hesaplanır. Yarıda kalan maçlarda, sonucu kesinleşmiş marketler geçerli sayılır; diğerleri iptal edilir.</p>
<h2>Canlı Bahis</h2>
<p>Canlı bahislerde oranlar maç süresince değişir ve kuponunuz onaylandığı andaki oranla kabul edilir. Yayın gecikmeleri nedeniyle olaydan sonra alınan bahisler iptal edilebilir.</p>
<h2>Kombine Kuponlar</h2>
<p>Kombine kuponlarda aynı maçtan birbiriyle ilişkili seçimler birleştirilemez. İptal edilen bir seçimin oranı 1,00 kabul edilir ve kupon kalan seçimlerle devam eder.</p>`,
      en: `<h2>General</h2>
<p>Unless stated otherwise, bets are settled on the result at the end of normal time (90 minutes plus stoppage time). Extra time and penalty shoot-outs count only in markets that explicitly include them.</p>
<h2>Postponed and abandoned matches</h2>
<p>Bets on a postponed match that is not played within 48 hours are void and settled at odds of 1.00. For abandoned matches, markets whose result was already decided stand; the others are void.</p>
<h2>Live betting</h2>
<p>Live odds change during the match and your bet is accepted at the odds shown when it is confirmed. Bets accepted after an event because of broadcast delay may be voided.</p>
<h2>Accumulators</h2>
<p>Related selections from the same match cannot be combined. A void selection counts at odds of 1.00 and the slip continues with the remaining selections.</p>`,
    },
  },
  {
    id: 14,
    category: 'Terms of service',
    sort: 9,
    status: false,
    title: { tr: 'Eski Kampanya Kuralları (Arşiv)', en: 'Old Campaign Rules (Archive)' },
    body: {
      tr: '<p>Bu kampanya sona ermiştir. Güncel kurallar için <a href="/pages/6">Genel Bonus Kuralları</a> sayfasına bakın.</p>',
      en: '<p>This campaign has ended. See the <a href="/pages/6">General Bonus Rules</a> for the current rules.</p>',
    },
  },
];
