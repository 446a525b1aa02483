import { createHash } from 'node:crypto';
import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateWebhookSecret } from '../../infra/webhooks/signature.ts';
import { type TestApp, createTestApp, testDatabases } from '../../test/harness.ts';
import { SECRET, deliver, eventBody, fakeGateway } from './test-kit.ts';

describe.each(testDatabases())('refused webhook signatures on %s', (kind) => {
  let t: TestApp;
  const logs: string[] = [];
  beforeAll(async () => {
    const logStream = new PassThrough();
    logStream.on('data', (chunk: Buffer) => logs.push(...String(chunk).split('\n').filter(Boolean)));
    t = await createTestApp(kind, { paymentGateway: fakeGateway().gateway, logStream });
  });
  afterAll(() => t.close());

  const events = () => t.db.selectFrom('security_event').selectAll().orderBy('id').execute();
  const refusals = () => logs.filter((l) => l.includes('security: signature refused'));

  it('writes one security_event row and one warn line, with no body, signature or secret', async () => {
    const forger = generateWebhookSecret();
    const body = eventBody({ reference: '42', amount: 125000 });
    const res = await deliver(t.app, body, { secret: forger });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('WEBHOOK_SIGNATURE_INVALID');

    const rows = await events();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      kind: 'webhook.signature',
      source: 'simpay',
      reason: 'signature',
      request_id: res.headers['x-request-id'],
      ip: '127.0.0.1',
      body_sha256: createHash('sha256').update(body).digest('hex'),
      body_bytes: Buffer.byteLength(body),
    });

    expect(refusals()).toHaveLength(1);
    const line = JSON.parse(refusals()[0]!) as Record<string, unknown>;
    expect(line).toMatchObject({ level: 40, reqId: res.headers['x-request-id'], ip: '127.0.0.1' });
    const all = logs.join('\n');
    for (const secret of [body, '125000', forger.slice(6), SECRET.slice(6), 'v1,'])
      expect(all).not.toContain(secret);
  });

  it('records a stale timestamp too, and nothing for a well-signed webhook', async () => {
    const body = eventBody({ reference: '42', amount: 100 });
    const stale = await deliver(t.app, body, { atSec: Math.floor(Date.now() / 1000) - 3600 });
    expect(stale.json().code).toBe('WEBHOOK_TIMESTAMP_INVALID');
    expect((await events()).at(-1)).toMatchObject({ reason: 'timestamp' });
    const before = (await events()).length;
    const signed = await deliver(t.app, body); // signed right, for a payment that is not ours
    expect(signed.json().code).toBe('WEBHOOK_PAYMENT_UNKNOWN');
    expect(await events()).toHaveLength(before);
  });
});
