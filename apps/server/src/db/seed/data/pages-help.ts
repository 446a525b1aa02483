import type { DemoPage } from './pages.ts';

export const HELP_PAGES: DemoPage[] = [
  {
    id: 11,
    category: 'Footer',
    sort: 1,
    title: { tr: 'İletişim', en: 'Contact Us' },
    body: {
      tr: `<p>Destek ekibimiz 7 gün 24 saat Türkçe ve İngilizce hizmet verir. Size en hızlı ulaşabileceğimiz yol, sağ alt köşedeki canlı destek penceresidir.</p>
<h2>İletişim Kanalları</h2>
<ul>
<li><strong>Canlı destek:</strong> 7/24, ortalama yanıt süresi 1 dakikanın altında.</li>
<li><strong>E-posta:</strong> <a href="mailto:destek@lalebet.com">destek@lalebet.com</a>, 24 saat içinde yanıt.</li>
<li><strong>Telegram:</strong> <a href="https://t.me/lalebet" target="_blank">t.me/lalebet</a>, güncel adres ve duyurular.</li>
<li><strong>Sizi Arayalım:</strong> Menüdeki formu doldurun, çağrı merkezimiz sizi arasın.</li>
</ul>
<p>Hesabınızla ilgili taleplerde güvenliğiniz için kullanıcı adınızı ve kayıtlı e-posta adresinizi belirtmeniz gerekir. Ekibimiz sizden asla şifrenizi istemez.</p>`,
      en: `<p>Our support team is available 24/7 in Turkish and English. The quickest way to reach us is the live chat window in the bottom-right corner.</p>
<h2>Ways to reach us</h2>
<ul>
<li><strong>Live chat:</strong> 24/7, average reply in under a minute.</li>
<li><strong>E-mail:</strong> <a href="mailto:destek@lalebet.com">destek@lalebet.com</a>, reply within 24 hours.</li>
<li><strong>Telegram:</strong> <a href="https://t.me/lalebet" target="_blank">t.me/lalebet</a>, for the latest address and news.</li>
<li><strong>We'll call you:</strong> fill in the form in the menu and our call centre will phone you.</li>
</ul>
<p>For requests about your account, please give your username and registered e-mail address so we can keep it secure. Our team will never ask for your password.</p>`,
    },
  },
  {
    id: 12,
    category: 'Footer',
    sort: 2,
    title: { tr: 'Sıkça Sorulan Sorular', en: 'Frequently Asked Questions' },
    body: {
      tr: `<h3>Nasıl üye olurum?</h3>
<p>Sağ üstteki "Üye Ol" düğmesine tıklayın, formu doldurun ve telefon numaranızı doğrulayın. Doğrulamayı tamamlayan yeni üyelerimize deneme bonusu tanımlanır.</p>
<h3>Şifremi unuttum, ne yapmalıyım?</h3>
<p>Giriş penceresindeki "Şifremi Unuttum" bağlantısına tıklayın. E-posta adresinize gönderilen kodu girerek yeni şifrenizi belirleyebilirsiniz.</p>
<h3>Çekim talebim ne zaman sonuçlanır?</h3>
<p>Çekimler, kimlik doğrulaması tamamlanmış hesaplarda genellikle 15 dakika ile 2 saat arasında sonuçlanır. Yoğun saatlerde bu süre uzayabilir.</p>
<h3>Neden çekim yapamıyorum?</h3>
<p>Yatırımınızı en az bir kez çevirmemiş olabilir veya aktif bir bonusun çevrim şartını tamamlamamış olabilirsiniz. Ayrıntılar için <a href="/pages/6">Genel Bonus Kuralları</a> sayfasına bakın.</p>
<h3>Site adresi neden değişiyor?</h3>
<p>Erişim sorunlarını önlemek için adresimizi zaman zaman güncelleriz. Yeni adres sayfanın üstündeki duyuruda ve Telegram kanalımızda yayımlanır.</p>`,
      en: `<h3>How do I sign up?</h3>
<p>Click "Sign Up" at the top right, fill in the form and verify your phone number. New members who complete verification receive a trial bonus.</p>
<h3>I forgot my password. What should I do?</h3>
<p>Click "Recovery Password" in the login window. Enter the code we send to your e-mail address and choose a new password.</p>
<h3>When will my withdrawal arrive?</h3>
<p>For verified accounts, withdrawals usually complete within 15 minutes to 2 hours. It can take longer at busy times.</p>
<h3>Why can't I withdraw?</h3>
<p>You may not have wagered your deposit at least once, or an active bonus may still have wagering to complete. See the <a href="/pages/6">General Bonus Rules</a> for details.</p>
<h3>Why does the site address change?</h3>
<p>We update our address from time to time to prevent access problems. The new address is announced in the banner at the top of the page and on our Telegram channel.</p>`,
    },
  },
  {
    id: 13,
    category: 'Footer',
    sort: 3,
    title: { tr: 'Ödeme Yöntemleri', en: 'Payment Methods' },
    body: {
      tr: `<p>Hesabınıza aşağıdaki yöntemlerle para yatırabilir ve çekebilirsiniz. Tüm işlemler ücretsizdir; bankanızın uygulayabileceği masraflar size aittir.</p>
<table>
<thead><tr><th>Yöntem</th><th>En az yatırım</th><th>En çok yatırım</th><th>Çekim süresi</th></tr></thead>
<tbody>
<tr><td>Havale / EFT</td><td>100 ₺</td><td>100.000 ₺</td><td>15 dk - 2 saat</td></tr>
<tr><td>Papara</td><td>50 ₺</td><td>50.000 ₺</td><td>15 dk - 1 saat</td></tr>
<tr><td>Kredi kartı</td><td>100 ₺</td><td>20.000 ₺</td><td>Desteklenmiyor</td></tr>
<tr><td>Kripto para (USDT)</td><td>250 ₺</td><td>250.000 ₺</td><td>30 dk</td></tr>
</tbody>
</table>
<p>Çekimler yalnızca hesap sahibinin adına kayıtlı hesaplara yapılır. İlk çekiminizden önce <a href="/pages/5">kimlik doğrulaması</a> istenebilir.</p>`,
      en: `<p>You can deposit and withdraw with the methods below. We charge no fees; any charges your bank applies are yours.</p>
<table>
<thead><tr><th>Method</th><th>Minimum deposit</th><th>Maximum deposit</th><th>Withdrawal time</th></tr></thead>
<tbody>
<tr><td>Bank transfer (EFT)</td><td>₺100</td><td>₺100,000</td><td>15 min - 2 hours</td></tr>
<tr><td>Papara</td><td>₺50</td><td>₺50,000</td><td>15 min - 1 hour</td></tr>
<tr><td>Credit card</td><td>₺100</td><td>₺20,000</td><td>Not supported</td></tr>
<tr><td>Crypto (USDT)</td><td>₺250</td><td>₺250,000</td><td>30 min</td></tr>
</tbody>
</table>
<p>Withdrawals are paid only to accounts in the account holder's name. <a href="/pages/5">Identity verification</a> may be required before your first withdrawal.</p>`,
    },
  },
];
