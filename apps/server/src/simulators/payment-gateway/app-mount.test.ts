import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '../../test/harness.ts';
import { createGatewaySimulator } from './simulator.ts';
import { API_KEY, paymentInput } from './test-kit.ts';

// Not the app's own /sim/gateway, so this still runs once app.ts mounts a simulator there itself.
const PREFIX = '/sim/test-gateway';

/** Mounted in our app, the page must live with its CSP and its JSON-only body parsing. */
describe('gateway simulator mounted in the app', () => {
  const sim = createGatewaySimulator({
    apiKey: API_KEY,
    webhookSecret: 'whsec_AAAAAAAAAAAAAAAAAAAAAA==',
    publicBase: 'https://lalebet.example',
    retryDelaysMs: [],
  });
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', {
      beforeReady: (app) => void app.register(sim.plugin, { prefix: PREFIX }),
    });
  });
  afterAll(async () => {
    sim.close();
    await t?.close();
  });

  it('creates, shows and decides a payment through the app, under its CSP', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: `${PREFIX}/api/payments`,
      headers: { authorization: `Bearer ${API_KEY}` },
      payload: { ...paymentInput('http://127.0.0.1:9/hook'), amount: 125000 },
    });
    expect(created.statusCode).toBe(201);
    const { id, url } = created.json();
    expect(url).toBe(`https://lalebet.example${PREFIX}/pay/${id}`);

    const page = await t.app.inject({ method: 'GET', url: `${PREFIX}/pay/${id}` });
    expect(page.statusCode).toBe(200);
    const csp = page.headers['content-security-policy'] as string;
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("form-action 'self'");
    expect(page.body).toContain('₺1.250,00');
    const css = await t.app.inject({ method: 'GET', url: `${PREFIX}/assets/page.css` });
    expect(css.statusCode).toBe(200);

    const form = await t.app.inject({
      method: 'POST',
      url: `${PREFIX}/pay/${id}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'decision=approve',
    });
    expect(form.statusCode).toBe(303);
    expect(sim.payments.get(id)?.status).toBe('succeeded');
  });

  it('leaves the rest of the app JSON-only', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'username=a&password=b',
    });
    expect(res.statusCode).toBe(415);
  });

  it('keeps the simulator out of the OpenAPI document', async () => {
    const spec = (t.app as unknown as { swagger: () => { paths: Record<string, unknown> } }).swagger();
    expect(Object.keys(spec.paths).filter((p) => p.startsWith('/sim/'))).toEqual([]);
  });
});
