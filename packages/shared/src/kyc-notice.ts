import { z } from 'zod';
import type { Locale } from './locale.ts';

/**
 * docs/rules.md R35 (LC 17): before the first deposit the player is told
 * which documents may be requested and when. The server fills the amounts (the KYC gate's site
 * options) and serves the text with GET customer/kyc; the deposit page shows it until the first
 * deposit. Alone in this file so the web's deposit chunk can take the schema without the rest.
 */
export const kycDocumentsNoticeSchema = z.object({
  /** No deposit yet: the deposit page shows the text. */
  beforeFirstDeposit: z.boolean(),
  title: z.string(),
  /** Paragraphs, in the request's language. */
  paragraphs: z.array(z.string()),
});
export type KycDocumentsNotice = z.infer<typeof kycDocumentsNoticeSchema>;

type Amounts = { withdrawal: string; deposits: string };

const TEXTS: Record<Locale, { title: string; paragraphs: (a: Amounts) => string[] }> = {
  tr: {
    title: 'Hangi belgeleri ne zaman isteyebiliriz?',
    paragraphs: (a) => [
      'Kimliğinizi doğrulamak için sizden şu belgeleri isteyebiliriz: fotoğraflı kimlik belgesi (nüfus cüzdanı, pasaport veya ehliyet), canlılık kontrolü için bir özçekim ve adınıza düzenlenmiş, son 3 aya ait bir adres belgesi (fatura veya banka ekstresi).',
      `Ne zaman: ${a.withdrawal} üzerindeki bir para çekme talebinden önce, toplam yatırdığınız tutar ${a.deposits} tutarını aştığında ve yasaların gerektirdiği her durumda. Yüksek tutarlarda paranın kaynağını gösteren bir belge (maaş bordrosu, banka ekstresi) de isteyebiliriz.`,
      'Doğrulamayı istediğiniz zaman Hesabım sayfasından önceden tamamlayabilirsiniz; böylece para çekme talepleriniz belge beklemez.',
    ],
  },
  en: {
    title: 'Which documents we may ask for, and when',
    paragraphs: (a) => [
      'To verify your identity we may ask for: a photo ID (national ID card, passport or driving licence), a selfie for a liveness check, and a proof of address in your name from the last 3 months (a utility bill or bank statement).',
      `When: before a withdrawal above ${a.withdrawal}, once your deposits exceed ${a.deposits} in total, and whenever the law requires it. For larger amounts we may also ask for proof of the source of your funds (a payslip or bank statement).`,
      'You can complete the check in advance from your account page at any time, so your withdrawals never wait for documents.',
    ],
  },
};

export function kycDocumentsNotice(
  locale: Locale,
  amounts: Amounts,
  beforeFirstDeposit: boolean,
): KycDocumentsNotice {
  const t = TEXTS[locale];
  return { beforeFirstDeposit, title: t.title, paragraphs: t.paragraphs(amounts) };
}
