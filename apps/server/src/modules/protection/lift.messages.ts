import type { Localized } from '@lalebet/shared';

/** Success messages of the lift routes (tr/en). */
export const LIFT_MESSAGES = {
  requested: {
    en: 'Your request has been sent. Our team will review it.',
    tr: 'Talebiniz gönderildi. Ekibimiz inceleyecek.',
  },
  resumed: {
    en: 'Your account is open for play again. Your limits still apply.',
    tr: 'Hesabınız yeniden oyuna açıldı. Limitleriniz geçerliliğini koruyor.',
  },
  approvedOnce: {
    en: 'Accepted. A second staff member must accept it too.',
    tr: 'Kabul edildi. İkinci bir yetkilinin de kabul etmesi gerekiyor.',
  },
  approved: {
    en: 'Accepted. The player may resume once the waiting period has passed.',
    tr: 'Kabul edildi. Oyuncu bekleme süresi dolduktan sonra yeniden başlayabilir.',
  },
  rejected: { en: 'The request was refused.', tr: 'Talep reddedildi.' },
} satisfies Record<string, Localized>;
