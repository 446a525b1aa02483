import type { DemoPage } from './pages.ts';

export const TERMS_PAGES: DemoPage[] = [
  {
    id: 1,
    category: 'Terms of use',
    sort: 1,
    title: { tr: 'Kullanım Koşulları', en: 'Terms of Use' },
    body: {
      tr: `<h2>1. Genel Hükümler</h2>
<p>Bu Kullanım Koşulları, LaleBet markası altında Lale Gaming N.V. tarafından işletilen web sitesine ve bu site üzerinden sunulan tüm hizmetlere erişiminizi düzenler. Siteye girerek, hesap açarak veya herhangi bir hizmetimizi kullanarak bu koşulları okuduğunuzu, anladığınızı ve kabul ettiğinizi beyan edersiniz.</p>
<p>LaleBet bu koşulları değiştirme hakkını saklı tutar. Güncel metin her zaman bu sayfada yayımlanır; değişiklikten sonra hizmetleri kullanmaya devam etmeniz, güncellenmiş koşulları kabul ettiğiniz anlamına gelir.</p>
<h2>2. Üyelik Şartları</h2>
<ul>
<li>Üye olabilmek için 18 yaşını doldurmuş olmanız gerekir.</li>
<li>Her kişi, hane, IP adresi ve cihaz için yalnızca bir hesap açılabilir.</li>
<li>Kayıt sırasında verdiğiniz bilgilerin doğru, eksiksiz ve güncel olması zorunludur.</li>
<li>Bulunduğunuz ülkenin mevzuatına uygun davranmak sizin sorumluluğunuzdadır.</li>
</ul>
<h2>3. Hesap Güvenliği</h2>
<p>Kullanıcı adınızın ve şifrenizin gizliliğinden siz sorumlusunuz. Hesabınızın yetkisiz kullanıldığından şüphelenirseniz derhal <a href="/pages/11">bizimle iletişime geçin</a>. Hesabınız üzerinden yapılan tüm işlemler size ait kabul edilir.</p>
<h2>4. Yasaklanan Davranışlar</h2>
<p>Hile, birden fazla hesap kullanımı, bonus istismarı, otomatik yazılım (bot) kullanımı ve sitenin işleyişini bozmaya yönelik her türlü girişim yasaktır. Bu durumlarda LaleBet ilgili hesabı askıya alma, kazançları iptal etme ve hesabı kapatma hakkına sahiptir.</p>
<h2>5. Sorumluluğun Sınırlandırılması</h2>
<p>Hizmetlerimiz olduğu gibi sunulur. Teknik arızalar, bağlantı kesintileri veya üçüncü taraf sağlayıcılardan kaynaklanan sorunlar nedeniyle oluşabilecek kayıplardan LaleBet, yürürlükteki mevzuatın izin verdiği ölçüde sorumlu tutulamaz. Ayrıntılı kurallar için <a href="/pages/4">Genel Şartlar ve Koşullar</a> sayfasını inceleyin.</p>`,
      en: `<h2>1. General</h2>
<p>These Terms of Use govern your access to the website operated by Lale Gaming N.V. under the LaleBet brand and to every service offered through it. By visiting the site, opening an account or using any of our services you confirm that you have read, understood and accepted these terms.</p>
<p>LaleBet may change these terms. The current text is always published on this page; continuing to use the services after a change means that you accept the updated terms.</p>
<h2>2. Eligibility</h2>
<ul>
<li>You must be at least 18 years old to register.</li>
<li>Only one account is allowed per person, household, IP address and device.</li>
<li>The details you give when registering must be true, complete and up to date.</li>
<li>You are responsible for complying with the laws of the country you are in.</li>
</ul>
<h2>3. Account security</h2>
<p>You are responsible for keeping your username and password secret. If you suspect that someone else is using your account, <a href="/pages/11">contact us</a> immediately. Every transaction made through your account is deemed to be yours.</p>
<h2>4. Prohibited conduct</h2>
<p>Cheating, using more than one account, bonus abuse, automated software (bots) and any attempt to disrupt the site are forbidden. In such cases LaleBet may suspend the account, void winnings and close the account.</p>
<h2>5. Limitation of liability</h2>
<p>Our services are provided as they are. To the extent permitted by applicable law, LaleBet is not liable for losses caused by technical faults, interrupted connections or problems at third-party providers. See the <a href="/pages/4">General Terms and Conditions</a> for the detailed rules.</p>`,
    },
  },
  {
    id: 2,
    category: 'Terms of use',
    sort: 2,
    title: { tr: 'Gizlilik Politikası', en: 'Privacy Policy' },
    body: {
      tr: `<h2>Hangi Verileri Topluyoruz?</h2>
<p>Hesabınızı açarken ad, soyad, kullanıcı adı, e-posta adresi, telefon numarası ve doğum tarihi gibi kimlik ve iletişim bilgilerinizi alırız. Hizmetlerimizi kullandıkça para yatırma, çekim ve oyun geçmişiniz ile giriş yaptığınız cihaz ve IP adresi bilgileri de kaydedilir.</p>
<h2>Verileri Neden Kullanıyoruz?</h2>
<ul>
<li>Hesabınızı yönetmek ve size hizmet sunmak için,</li>
<li>Yaş ve kimlik doğrulaması yapmak, dolandırıcılığı ve kara para aklamayı önlemek için,</li>
<li>Yasal yükümlülüklerimizi yerine getirmek için,</li>
<li>İzin vermeniz hâlinde kampanya ve bonuslardan sizi haberdar etmek için.</li>
</ul>
<h2>Verilerin Korunması ve Paylaşılması</h2>
<p>Verileriniz şifreli bağlantılar üzerinden iletilir ve yalnızca yetkili personelin erişebildiği sistemlerde saklanır. Bilgilerinizi; ödeme kuruluşları, oyun sağlayıcıları ve yetkili kamu makamları dışında, yalnızca hizmetin gerektirdiği ölçüde ve yasal dayanağı olduğunda paylaşırız. Verilerinizi asla satmayız.</p>
<h2>Haklarınız</h2>
<p>Verilerinize erişme, düzeltilmesini veya silinmesini isteme ve pazarlama iletilerini reddetme hakkına sahipsiniz. Talepleriniz için <a href="mailto:destek@lalebet.com">destek@lalebet.com</a> adresine yazabilirsiniz.</p>`,
      en: `<h2>What we collect</h2>
<p>When you open an account we collect identity and contact details such as your name, surname, username, e-mail address, phone number and date of birth. As you use our services we also record your deposits, withdrawals and game history, and the devices and IP addresses you sign in from.</p>
<h2>Why we use it</h2>
<ul>
<li>to run your account and provide our services,</li>
<li>to verify your age and identity and to prevent fraud and money laundering,</li>
<li>to meet our legal obligations,</li>
<li>if you agree, to tell you about campaigns and bonuses.</li>
</ul>
<h2>How we protect and share it</h2>
<p>Your data travels over encrypted connections and is stored on systems that only authorised staff can reach. We share it with payment institutions, game providers and competent authorities only as far as the service requires and the law allows. We never sell your data.</p>
<h2>Your rights</h2>
<p>You may ask to see, correct or delete your data and may refuse marketing messages at any time. Write to <a href="mailto:destek@lalebet.com">destek@lalebet.com</a> with any request.</p>`,
    },
  },
  {
    id: 3,
    category: 'Terms of use',
    sort: 3,
    title: { tr: 'Çerez Politikası', en: 'Cookie Policy' },
    body: {
      tr: `<p>LaleBet, sitenin düzgün çalışması ve deneyiminizin iyileştirilmesi için tarayıcınızda çerezler ve benzeri yerel depolama teknolojileri kullanır.</p>
<h2>Kullandığımız Çerez Türleri</h2>
<ul>
<li><strong>Zorunlu çerezler:</strong> Oturumunuzun açık kalması, dil tercihiniz ve güvenlik kontrolleri için gereklidir; kapatılamaz.</li>
<li><strong>İşlevsel çerezler:</strong> Kapattığınız duyuruları ve favori oyunlarınızı hatırlar.</li>
<li><strong>Analitik çerezler:</strong> Sitenin nasıl kullanıldığını anonim olarak ölçer ve performansı iyileştirmemize yardım eder.</li>
</ul>
<h2>Çerezleri Nasıl Yönetebilirsiniz?</h2>
<p>Tarayıcınızın ayarlarından çerezleri silebilir veya engelleyebilirsiniz. Zorunlu çerezleri engellemeniz hâlinde giriş yapma ve para yatırma gibi bazı işlevler çalışmayabilir.</p>`,
      en: `<p>LaleBet uses cookies and similar local storage in your browser so that the site works properly and to improve your experience.</p>
<h2>The cookies we use</h2>
<ul>
<li><strong>Essential cookies</strong> keep you signed in and hold your language and security checks; they cannot be switched off.</li>
<li><strong>Functional cookies</strong> remember the notices you closed and your favourite games.</li>
<li><strong>Analytics cookies</strong> measure anonymously how the site is used and help us improve it.</li>
</ul>
<h2>Managing cookies</h2>
<p>You can delete or block cookies in your browser settings. If you block essential cookies, some features such as signing in and depositing may stop working.</p>`,
    },
  },
];
