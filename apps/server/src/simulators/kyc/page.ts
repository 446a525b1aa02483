import { escapeHtml } from '../payment-gateway/page.ts';
import type { SimApplicant, SimChoice } from './applicants.ts';

export type PageLocale = 'tr' | 'en';

const TEXT = {
  tr: {
    title: 'Kimlik doğrulama',
    badge: 'Simülatör',
    note: 'Test doğrulama sayfası: gerçek belge istenmez.',
    applicant: 'Başvuru',
    question: 'Bu kimlik kontrolünün sonucunu seçin:',
    approve: 'Onayla',
    reject: 'Reddet',
    resubmission: 'Yeniden gönderim iste',
    manual_review: 'Manuel incelemeye al',
    state: 'Son karar',
    back: 'Siteye dön',
    notFound: 'Başvuru bulunamadı',
    badRequest: 'Geçersiz istek',
  },
  en: {
    title: 'Identity verification',
    badge: 'Simulator',
    note: 'Test verification page: no real documents are asked for.',
    applicant: 'Applicant',
    question: 'Choose the outcome of this identity check:',
    approve: 'Approve',
    reject: 'Reject',
    resubmission: 'Request resubmission',
    manual_review: 'Send to manual review',
    state: 'Last decision',
    back: 'Back to the site',
    notFound: 'Applicant not found',
    badRequest: 'Invalid request',
  },
} satisfies Record<PageLocale, Record<string, string>>;

const CHOICES: readonly SimChoice[] = ['approve', 'reject', 'resubmission', 'manual_review'];

function layout(locale: PageLocale, title: string, cssHref: string, content: string): string {
  const t = TEXT[locale];
  return `<!doctype html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} · SimKYC</title>
<link rel="stylesheet" href="${escapeHtml(cssHref)}">
</head>
<body>
<header class="bar"><span class="brand">SimKYC</span><span class="badge">${t.badge}</span></header>
<main class="card">
${content}
</main>
<footer class="note">${escapeHtml(t.note)}</footer>
</body>
</html>
`;
}

/** The hosted page: the tester picks the outcome until a final one (approve, reject) is sent. */
export function renderApplicantPage(a: SimApplicant, cssHref: string): string {
  const t = TEXT[a.locale];
  const last = a.lastChoice
    ? `<p class="outcome ${a.lastChoice === 'approve' ? 'ok' : 'no'}">${t.state}: <strong>${t[a.lastChoice]}</strong></p>`
    : '';
  const form = a.final
    ? `<a class="button primary" href="${escapeHtml(a.returnUrl)}">${t.back}</a>`
    : `<form method="post" class="actions">
<p id="question">${t.question}</p>
<div class="buttons" role="group" aria-labelledby="question">
${CHOICES.map((c, i) => `<button type="submit" name="decision" value="${c}" class="button ${i === 0 ? 'primary' : 'secondary'}">${t[c]}</button>`).join('\n')}
</div>
</form>`;
  const content = `<h1>${t.title}</h1>
<dl class="details"><div><dt>${t.applicant}</dt><dd>${escapeHtml(a.username)}</dd></div></dl>
${last}
${form}`;
  return layout(a.locale, t.title, cssHref, content);
}

export function renderMessagePage(locale: PageLocale, kind: 'notFound' | 'badRequest', cssHref: string) {
  const t = TEXT[locale];
  return layout(locale, t[kind], cssHref, `<h1>${t[kind]}</h1>`);
}
