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
      tr: `<p>Tüm bonuslar ve kampanyalar aşağıdaki genel kurallara ve Bonus Talep sayfasında her teklifin altında gösterilen kendi şartlarına tabidir.</p>
<ul>
<li>Her bonus için telefon numaranızın doğrulanmış olması gerekir. Her üye her tekliften bir kez yararlanabilir; haftalık kayıp bonusu her hafta bir kez, arkadaş bonusu davet ettiğiniz her arkadaş için bir kez verilir.</li>
<li>Aynı anda yalnızca bir aktif veya onay bekleyen bonusunuz olabilir.</li>
<li>Bonus bakiyesi nakit bakiyenizden ayrı tutulur; bahislerde önce nakit bakiyeniz kullanılır. Bonus, teklifin çevrim şartı (bonus tutarının belirtilen katı kadar casino bahsi) tamamlandığında nakde dönüşür. Oyunların çevrime katkısı ve çevrim sırasındaki en yüksek bahis her teklifte ayrıca belirtilir.</li>
<li>Yatırım bonusları, yatırımınızla bahis yapmadan ve para çekme talebinde bulunmadan önce talep edilmelidir; nakit bakiyeniz en az yatırım tutarı kadar olmalıdır. Onay bekleyen bir talep, bu sırada bahis yaparsanız onaylanamaz.</li>
<li>Aktif bir bonus varken para çekme talebinde bulunmak bonusu iptal eder ve kalan bonus bakiyesi silinir; onay bekleyen bonus talepleriniz de iptal edilir.</li>
<li>Bazı tekliflerde çevrim tamamlandığında nakde dönüşebilecek en yüksek tutar sınırlıdır; fazlası silinir. Deneme bonusunda bu sınır 500 ₺'dir.</li>
<li>Deneme bonusu her telefon numarası için yalnızca bir kez verilir.</li>
<li>Süresi dolan bonusun kalan bakiyesi silinir.</li>
</ul>
<p>Birden fazla hesap açarak veya karşılıklı bahislerle bonus kazancı elde etmeye çalışmak bonus istismarı sayılır; aynı cihazdan yapılan talepler ekibimizce incelenir. LaleBet, kampanyaları önceden haber vermeksizin değiştirme veya sonlandırma hakkını saklı tutar.</p>`,
      en: `<p>Every bonus and campaign is subject to the general rules below and to its own terms, shown under each offer on the Claim Bonus page.</p>
<ul>
<li>Every bonus needs a verified phone number. Each member can take each offer once; the weekly cashback once a week, and the referral bonus once for each friend you invite.</li>
<li>You can have only one active or pending bonus at a time.</li>
<li>Bonus money is kept apart from your cash; bets use your cash first. A bonus turns into cash once its wagering requirement (casino bets of the stated multiple of the bonus) is met. How much each game counts and the maximum bet while wagering are stated for each offer.</li>
<li>Deposit bonuses must be claimed before you bet with or withdraw the deposit, and your cash balance must still be at least the deposit. A pending claim cannot be approved if you bet meanwhile.</li>
<li>Requesting a withdrawal while a bonus is active cancels the bonus and removes what is left of the bonus balance; your pending bonus claims are cancelled too.</li>
<li>Some offers cap how much turns into cash when wagering is complete; the rest is removed. For the trial bonus the cap is ₺500.</li>
<li>The trial bonus is given only once per phone number.</li>
<li>What is left of a bonus when it expires is removed.</li>
</ul>
<p>Trying to win bonus money through several accounts or opposite bets is bonus abuse; claims from the same device are reviewed by our team. LaleBet may change or end campaigns without notice.</p>`,
    },
  },
  {
    id: 7,
    category: 'Terms of service',
    sort: 4,
    title: { tr: 'Spor Bahisleri Kuralları', en: 'Sports Betting Rules' },
    body: {
      tr: `<p>Spor bahisleri henüz sunulmuyor; bu kurallar spor bahisleri açıldığında geçerli olacaktır.</p>
<h2>Genel</h2>
<p>Bahisler, aksi belirtilmedikçe normal sürenin (90 dakika ve uzatma dakikaları) sonucuna göre değerlendirilir. Uzatmalar ve penaltı atışları yalnızca bu bölümleri kapsayan marketlerde dikkate alınır.</p>
<h2>Ertelenen ve Yarıda Kalan Maçlar</h2>
<p>48 saat içinde oynanmayan ertelenmiş maçlardaki bahisler iptal edilir ve oran 1,00 olarak hesaplanır. Yarıda kalan maçlarda, sonucu kesinleşmiş marketler geçerli sayılır; diğerleri iptal edilir.</p>
<h2>Canlı Bahis</h2>
<p>Canlı bahislerde oranlar maç süresince değişir ve kuponunuz onaylandığı andaki oranla kabul edilir. Yayın gecikmeleri nedeniyle olaydan sonra alınan bahisler iptal edilebilir.</p>
<h2>Kombine Kuponlar</h2>
<p>Kombine kuponlarda aynı maçtan birbiriyle ilişkili seçimler birleştirilemez. İptal edilen bir seçimin oranı 1,00 kabul edilir ve kupon kalan seçimlerle devam eder.</p>
<h2>Erken Ödeme</h2>
<p>Futbolda maç başlamadan alınan Maç Sonucu (1X2) seçiminiz maç sırasında 2 gol farkla öne geçerse, seçiminiz o anda kazanmış sayılır ve tekli kuponunuz hemen ödenir; maçın son skoru bu ödemeyi geri almaz. Kombine ve sistem kuponlarında bu seçim kazanmış sayılır, kupon diğer seçimlerle sonuçlanır. Basketbolda maç başlamadan alınan Maç Sonucu (Uzatmalar Dahil) seçiminiz 20 sayı farkla öne geçtiğinde aynı kural uygulanır. Canlı bahisler ve tamamı bozdurulmuş kuponlar bu kuralın dışındadır; kısmen bozdurulan kuponda kalan tutar ödenir.</p>

<h2>Bahis Oluşturucu</h2>
<p>Bahis Oluşturucu, maç başlamadan önce aynı maçtan 2 ile 6 arası seçimi tek bir oranla birleştirir; bu oran seçimlerin birlikte gerçekleşme olasılığına göre hesaplanır. Tüm seçimler kazanırsa yatırılan tutar bu oranla ödenir; bir seçim kaybederse kupon kaybeder. Hiçbir seçim kaybetmeden bir seçim iptal edilirse kuponun tamamı iptal edilir ve yatırılan tutar iade edilir. Bahis Oluşturucu kuponları bozdurulamaz ve erken ödeme kuralının dışındadır.</p>`,
      en: `<p>Sports betting is not offered yet; these rules will apply once it opens.</p>
<h2>General</h2>
<p>Unless stated otherwise, bets are settled on the result at the end of normal time (90 minutes plus stoppage time). Extra time and penalty shoot-outs count only in markets that explicitly include them.</p>
<h2>Postponed and abandoned matches</h2>
<p>Bets on a postponed match that is not played within 48 hours are void and settled at odds of 1.00. For abandoned matches, markets whose result was already decided stand; the others are void.</p>
<h2>Live betting</h2>
<p>Live odds change during the match and your bet is accepted at the odds shown when it is confirmed. Bets accepted after an event because of broadcast delay may be voided.</p>
<h2>Accumulators</h2>
<p>Related selections from the same match cannot be combined. A void selection counts at odds of 1.00 and the slip continues with the remaining selections.</p>
<h2>Early payout</h2>
<p>In football, if your pre-match Match Result (1X2) selection goes 2 goals ahead during the match, the selection is won at that moment and a single is paid at once; the final score does not take that payout back. In accumulators and systems the selection counts as won and the slip settles with its other selections. In basketball the same rule applies when your pre-match Winner (incl. overtime) selection goes 20 points ahead. Live bets and fully cashed-out slips are not covered; a partly cashed-out slip is paid on what is left of it.</p>

<h2>Bet builder</h2>
<p>The bet builder combines 2 to 6 selections from one match, before kick-off, at a single price worked out from how likely they are to happen together. If every selection wins, the stake is paid at that price; if one loses, the bet loses. If a selection is void and none has lost, the whole bet is void and the stake is returned. Bet builder bets cannot be cashed out.</p>`,
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
