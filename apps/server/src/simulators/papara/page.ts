import type { SimPaparaPayment } from './store.ts';

const esc = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The simulator's hosted checkout: the order, the amount and one button (Turkish, as Papara's). */
export function checkoutPage(payment: Readonly<SimPaparaPayment> | undefined): string {
  const body = !payment
    ? '<h1>Ödeme bulunamadı</h1><p>Bu ödeme bağlantısı geçersiz ya da süresi dolmuş.</p>'
    : payment.status !== 0
      ? `<h1>Ödeme tamamlandı</h1><p>${esc(payment.orderDescription)}</p>`
      : `<h1>Papara ile öde</h1>
<p>Simülatör: gerçek para hareket etmez.</p>
<p>${esc(payment.orderDescription)}</p>
<p><strong>${payment.amount.toLocaleString('tr-TR', { minimumFractionDigits: 2 })} ₺</strong></p>
<form method="post"><button type="submit">Öde</button></form>`;
  return `<!doctype html><html lang="tr"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>Papara (simülatör)</title></head>
<body><main>${body}</main></body></html>`;
}
