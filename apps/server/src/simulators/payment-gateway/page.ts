import type { SimPayment } from './payments.ts';

export type PageLocale = 'tr' | 'en';

const TEXT = {
  tr: {
    title: 'Ödeme',
    badge: 'Simülatör',
    badgeNote: 'Test ödeme sayfası: gerçek para hareket etmez.',
    merchant: 'Üye işyeri',
    method: 'Ödeme yöntemi',
    amount: 'Tutar',
    reference: 'Referans',
    question: 'Bu ödemeyi onaylıyor musunuz?',
    approve: 'Onayla',
    decline: 'Reddet',
    succeeded: 'Ödeme onaylandı',
    succeededNote: 'LaleBet bilgilendirildi; bakiyeniz birkaç saniye içinde güncellenir.',
    failed: 'Ödeme reddedildi',
    failedNote: 'Hesabınızdan para çekilmedi.',
    back: 'Siteye dön',
    notFound: 'Ödeme bulunamadı',
    notFoundNote: 'Bu ödeme bağlantısı geçersiz ya da artık kullanılamıyor.',
    badRequest: 'Geçersiz istek',
    badRequestNote: 'Lütfen Onayla ya da Reddet düğmesini kullanın.',
  },
  en: {
    title: 'Payment',
    badge: 'Simulator',
    badgeNote: 'Test payment page: no real money moves.',
    merchant: 'Merchant',
    method: 'Payment method',
    amount: 'Amount',
    reference: 'Reference',
    question: 'Do you approve this payment?',
    approve: 'Approve',
    decline: 'Decline',
    succeeded: 'Payment approved',
    succeededNote: 'LaleBet has been notified; your balance updates within a few seconds.',
    failed: 'Payment declined',
    failedNote: 'No money was taken from your account.',
    back: 'Back to the site',
    notFound: 'Payment not found',
    notFoundNote: 'This payment link is invalid or no longer available.',
    badRequest: 'Invalid request',
    badRequestNote: 'Please use the Approve or Decline button.',
  },
} satisfies Record<PageLocale, Record<string, string>>;

const MERCHANT = 'LaleBet';

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

/**
 * Minor units in Turkish number format with the currency sign first ("₺1.250,00"), as the
 * site shows money. Intl formats the decimal string exactly, so no float rounding creeps in.
 */
export function formatAmount(minor: number, currency: string): string {
  const decimal = `${Math.trunc(minor / 100)}.${String(minor % 100).padStart(2, '0')}`;
  return new Intl.NumberFormat('tr-TR', { style: 'currency', currency }).format(decimal as `${number}`);
}

/** The locale of a page that has no payment behind it (404, bad link): from Accept-Language. */
export function localeFromHeader(acceptLanguage: string | undefined): PageLocale {
  return /^\s*tr\b/i.test(acceptLanguage ?? '') ? 'tr' : 'en';
}

function layout(locale: PageLocale, title: string, cssHref: string, content: string): string {
  const t = TEXT[locale];
  return `<!doctype html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} · SimPay</title>
<link rel="stylesheet" href="${escapeHtml(cssHref)}">
</head>
<body>
<header class="bar">
<span class="brand">SimPay</span>
<span class="badge" title="${escapeHtml(t.badgeNote)}">${t.badge}</span>
</header>
<main class="card">
${content}
</main>
<footer class="note">${escapeHtml(t.badgeNote)}</footer>
</body>
</html>
`;
}

function outcome(payment: SimPayment): string {
  const t = TEXT[payment.locale];
  const ok = payment.status === 'succeeded';
  return `<div class="outcome ${ok ? 'ok' : 'no'}">
<h2>${ok ? t.succeeded : t.failed}</h2>
<p>${ok ? t.succeededNote : t.failedNote}</p>
</div>
<a class="button primary" href="${escapeHtml(payment.returnUrl)}">${t.back}</a>`;
}

const decisionForm = (payment: SimPayment) => {
  const t = TEXT[payment.locale];
  return `<form method="post" class="actions">
<p id="question">${t.question}</p>
<div class="buttons" role="group" aria-labelledby="question">
<button type="submit" name="decision" value="approve" class="button primary">${t.approve}</button>
<button type="submit" name="decision" value="decline" class="button secondary">${t.decline}</button>
</div>
</form>`;
};

export function renderPaymentPage(payment: SimPayment, cssHref: string): string {
  const t = TEXT[payment.locale];
  const amount = formatAmount(payment.amount, payment.currency);
  const content = `<p class="merchant">${t.merchant}: <strong>${MERCHANT}</strong></p>
<h1><span class="visually-hidden">${t.amount}: </span>${escapeHtml(amount)}</h1>
<dl class="details">
<div><dt>${t.method}</dt><dd>${escapeHtml(payment.method.name)}</dd></div>
<div><dt>${t.reference}</dt><dd>${escapeHtml(payment.reference)}</dd></div>
</dl>
${payment.status === 'pending' ? decisionForm(payment) : outcome(payment)}`;
  return layout(payment.locale, `${t.title} ${amount} · ${MERCHANT}`, cssHref, content);
}

export function renderMessagePage(
  locale: PageLocale,
  kind: 'notFound' | 'badRequest',
  cssHref: string,
): string {
  const t = TEXT[locale];
  const note = kind === 'notFound' ? t.notFoundNote : t.badRequestNote;
  return layout(locale, t[kind], cssHref, `<h1>${t[kind]}</h1>\n<p>${note}</p>`);
}
