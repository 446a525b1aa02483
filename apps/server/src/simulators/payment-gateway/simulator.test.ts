import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGatewaySimulator } from './simulator.ts';
import { API_KEY, paymentInput, startSimulator, submitDecision } from './test-kit.ts';

const NOTIFY = 'http://127.0.0.1:9/webhook';

describe('gateway simulator: API and hosted page', () => {
  let s: Awaited<ReturnType<typeof startSimulator>>;
  beforeAll(async () => {
    // Nothing listens on the notify URL here: delivery is delivery.test.ts's business.
    s = await startSimulator({ retryDelaysMs: [] });
  });
  afterAll(() => s.close());

  const body = { ...paymentInput(NOTIFY), amount: 125000 };
  const post = (payload: unknown, auth?: string) =>
    s.app.inject({
      method: 'POST',
      url: '/sim/gateway/api/payments',
      headers: auth ? { authorization: auth } : {},
      payload: payload as object,
    });

  it('refuses payment creation without the right API key', async () => {
    for (const auth of [undefined, 'Bearer wrong', `Basic ${API_KEY}`, `Bearer ${API_KEY}x`]) {
      const res = await post(body, auth);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ error: { type: 'authentication_error' } });
      expect(res.headers['www-authenticate']).toBe('Bearer');
    }
    expect(s.sim.payments.size).toBe(0);
  });

  it.each([
    ['a fractional amount', { ...body, amount: 12.5 }],
    ['a zero amount', { ...body, amount: 0 }],
    ['an amount as a string', { ...body, amount: '125000' }],
    ['a lower-case currency', { ...body, currency: 'try' }],
    ['an unknown locale', { ...body, locale: 'de' }],
    ['a javascript: return URL', { ...body, returnUrl: 'javascript:alert(1)' }],
    ['an unknown field', { ...body, extra: 1 }],
  ])('answers 400 to %s', async (_name, payload) => {
    const res = await post(payload, `Bearer ${API_KEY}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.type).toBe('invalid_request_error');
  });

  it('answers malformed JSON in its own error shape', async () => {
    const res = await s.app.inject({
      method: 'POST',
      url: '/sim/gateway/api/payments',
      headers: { authorization: `Bearer ${API_KEY}`, 'content-type': 'application/json' },
      payload: '{"amount":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.type).toBe('invalid_request_error');
  });

  it('creates a payment and renders its page in Turkish, without scripts or inline styles', async () => {
    const created = await s.gateway.createPayment(paymentInput(NOTIFY));
    expect(created.gatewayPaymentId).toMatch(/^pay_[\w-]{20,}$/);
    expect(created.url).toBe(`${s.base}/pay/${created.gatewayPaymentId}`);
    const res = await fetch(created.url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(res.headers.get('content-security-policy')).toContain("style-src 'self'");
    const html = await res.text();
    expect(html).toContain('<html lang="tr">');
    expect(html).toMatch(/<title>[^<]*₺1\.250,00[^<]*<\/title>/);
    for (const text of [
      'LaleBet',
      'Kredi Kartı',
      '₺1.250,00',
      'Simülatör',
      'Bu ödemeyi onaylıyor musunuz?',
    ]) {
      expect(html).toContain(text);
    }
    expect(html).toContain('<form method="post"');
    expect(html).toContain(
      '<button type="submit" name="decision" value="approve" class="button primary">Onayla</button>',
    );
    expect(html).toContain('name="decision" value="decline" class="button secondary">Reddet</button>');
    expect(html).toContain('href="/sim/gateway/assets/page.css"');
    expect(html).not.toMatch(/<script|<style|\sstyle=|\son\w+=/i);
  });

  it('serves the stylesheet the page links', async () => {
    const res = await s.app.inject({ method: 'GET', url: '/sim/gateway/assets/page.css' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(res.body).toContain('.button.primary');
  });

  it('renders an English page and escapes what the merchant sent', async () => {
    const created = await s.gateway.createPayment(
      paymentInput(NOTIFY, { locale: 'en', amount: 5n, method: { code: 'x', name: '<b>Papara</b>' } }),
    );
    const html = await (await fetch(created.url)).text();
    expect(html).toContain('<html lang="en">');
    for (const text of [
      'Simulator',
      '₺0,05',
      '&lt;b&gt;Papara&lt;/b&gt;',
      '>Approve</button>',
      '>Decline</button>',
    ]) {
      expect(html).toContain(text);
    }
    expect(html).not.toContain('<b>Papara');
  });

  it('approves through the form with a 303 back to the page, which then shows the outcome and the way back', async () => {
    const { gatewayPaymentId: id, url } = await s.gateway.createPayment(paymentInput(NOTIFY));
    const res = await submitDecision(url, 'approve');
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(`/sim/gateway/pay/${id}`);
    expect(s.sim.payments.get(id)?.status).toBe('succeeded');
    const html = await (await fetch(url)).text();
    expect(html).toContain('Ödeme onaylandı');
    expect(html).toContain(
      '<a class="button primary" href="http://127.0.0.1:5173/dashboard/deposit?done=1">Siteye dön</a>',
    );
    expect(html).not.toContain('<form');
  });

  it('keeps the first decision: a later form post or API call only shows the outcome', async () => {
    const { gatewayPaymentId: id, url } = await s.gateway.createPayment(
      paymentInput(NOTIFY, { locale: 'en' }),
    );
    expect((await submitDecision(url, 'decline')).status).toBe(303);
    expect((await submitDecision(url, 'approve')).status).toBe(303);
    const api = await s.app.inject({
      method: 'POST',
      url: `/sim/gateway/api/payments/${id}/decision`,
      headers: { authorization: `Bearer ${API_KEY}` },
      payload: { decision: 'approve' },
    });
    expect(api.json()).toEqual({ id, status: 'failed', changed: false });
    expect(s.sim.payments.get(id)?.event).toMatchObject({
      type: 'payment.failed',
      data: { reason: 'Declined by the payer' },
    });
    expect(await (await fetch(url)).text()).toContain('Payment declined');
  });

  it('decides through the API with the key only', async () => {
    const { gatewayPaymentId: id } = await s.gateway.createPayment(paymentInput(NOTIFY));
    const url = `/sim/gateway/api/payments/${id}/decision`;
    const noKey = await s.app.inject({ method: 'POST', url, payload: { decision: 'approve' } });
    expect(noKey.statusCode).toBe(401);
    const auth = { authorization: `Bearer ${API_KEY}` };
    const bad = await s.app.inject({ method: 'POST', url, headers: auth, payload: { decision: 'maybe' } });
    expect(bad.statusCode).toBe(400);
    const ok = await s.app.inject({ method: 'POST', url, headers: auth, payload: { decision: 'approve' } });
    expect(ok.json()).toEqual({ id, status: 'succeeded', changed: true });
    const unknown = await s.app.inject({
      method: 'POST',
      url: '/sim/gateway/api/payments/pay_nope/decision',
      headers: auth,
      payload: { decision: 'approve' },
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('answers an unknown payment with a 404 page in the browser language', async () => {
    const get = await s.app.inject({
      method: 'GET',
      url: '/sim/gateway/pay/pay_nope',
      headers: { 'accept-language': 'tr-TR,tr;q=0.9' },
    });
    expect(get.statusCode).toBe(404);
    expect(get.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(get.body).toContain('<html lang="tr">');
    expect(get.body).toContain('Ödeme bulunamadı');
    const post = await submitDecision(`${s.base}/pay/pay_nope`, 'approve');
    expect(post.status).toBe(404);
    expect(await post.text()).toContain('Payment not found');
  });

  it('rejects a form post without a valid decision or with an oversized body', async () => {
    const { gatewayPaymentId: id, url } = await s.gateway.createPayment(paymentInput(NOTIFY));
    expect((await submitDecision(url, 'maybe')).status).toBe(400);
    const big = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `decision=approve&pad=${'x'.repeat(4096)}`,
    });
    expect(big.status).toBe(413);
    expect(await big.text()).toContain('Geçersiz istek');
    expect(s.sim.payments.get(id)?.status).toBe('pending');
  });
});

describe('gateway simulator plugin scope', () => {
  it('takes form posts only inside its own prefix', async () => {
    const app = Fastify();
    const sim = createGatewaySimulator({ apiKey: API_KEY, webhookSecret: 'whsec_AAAAAAAAAAAAAAAAAAAAAA==' });
    await app.register(sim.plugin, { prefix: '/sim/gateway' });
    app.post('/api/other', async () => ({ ok: true }));
    const res = await app.inject({
      method: 'POST',
      url: '/api/other',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'a=1',
    });
    expect(res.statusCode).toBe(415);
    sim.close();
    await app.close();
  });
});
