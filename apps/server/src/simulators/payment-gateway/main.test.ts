import { spawn } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createSimpayGateway } from '../../infra/payment-gateway/simpay-gateway.ts';
import { generateWebhookSecret } from '../../infra/webhooks/signature.ts';
import { loadSimulatorEnv } from './main.ts';
import { API_KEY, paymentInput } from './test-kit.ts';

const MAIN = path.join(import.meta.dirname, 'main.ts');

/** Runs main.ts as its own process; resolves with its base URL once listening, or its output once it exits. */
function run(env: Record<string, string>) {
  const child = spawn(process.execPath, [MAIN], {
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  const exited = new Promise<number | null>((r) => child.once('exit', (code) => r(code)));
  const listening = new Promise<string>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      out += String(chunk);
      const base = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(out)?.[1];
      if (base) resolve(base);
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    void exited.then((code) => reject(new Error(`exited with ${code}`)));
  });
  listening.catch(() => {});
  return { child, exited, listening, output: () => out };
}

describe('standalone simulator (main.ts)', () => {
  it('names every missing variable', () => {
    expect(() => loadSimulatorEnv({})).toThrow(
      /SIM_GATEWAY_API_KEY: is required[\s\S]*SIM_GATEWAY_WEBHOOK_SECRET/,
    );
    expect(() =>
      loadSimulatorEnv({ SIM_GATEWAY_API_KEY: API_KEY, SIM_GATEWAY_WEBHOOK_SECRET: 'plain' }),
    ).toThrow(/SIM_GATEWAY_WEBHOOK_SECRET: must be whsec_/);
    const env = loadSimulatorEnv({
      SIM_GATEWAY_API_KEY: API_KEY,
      SIM_GATEWAY_WEBHOOK_SECRET: generateWebhookSecret(),
    });
    expect(env.SIM_GATEWAY_PORT).toBe(4010);
  });

  it('exits with status 1 and the list when started without its configuration', async () => {
    const p = run({});
    expect(await p.exited).toBe(1);
    expect(p.output()).toContain('SIM_GATEWAY_API_KEY');
    expect(p.output()).toContain('SIM_GATEWAY_WEBHOOK_SECRET');
  });

  it('serves the gateway under /sim/gateway on its own port', async () => {
    const webhookSecret = generateWebhookSecret();
    const p = run({
      SIM_GATEWAY_PORT: '0',
      SIM_GATEWAY_API_KEY: API_KEY,
      SIM_GATEWAY_WEBHOOK_SECRET: webhookSecret,
      SIM_GATEWAY_PUBLIC_URL: 'http://localhost:4010',
    });
    try {
      const base = await p.listening;
      const gateway = createSimpayGateway({
        apiBase: () => `${base}/sim/gateway`,
        apiKey: API_KEY,
        webhookSecret,
      });
      const created = await gateway.createPayment(paymentInput('http://127.0.0.1:9/hook'));
      expect(created.url).toBe(`http://localhost:4010/sim/gateway/pay/${created.gatewayPaymentId}`);
      const page = await fetch(`${base}/sim/gateway/pay/${created.gatewayPaymentId}`);
      expect(page.headers.get('content-security-policy')).toContain("default-src 'none'");
      expect(await page.text()).toContain('₺1.250,00');
      expect(p.output()).not.toContain(API_KEY);
    } finally {
      p.child.kill('SIGTERM');
      expect(await p.exited).toBe(0);
    }
  });
});
