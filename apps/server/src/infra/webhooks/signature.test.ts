import { Webhook } from 'standardwebhooks';
import { describe, expect, it } from 'vitest';
import {
  WebhookRejectedError,
  generateWebhookSecret,
  signWebhook,
  verifyWebhookSignature,
} from './signature.ts';

const secret = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';
const body = Buffer.from('{"type":"payment.succeeded","data":{"amount":125000}}');
const t0 = 1_767_225_600; // 2026-01-01T00:00:00Z
const at = (sec: number) => new Date(sec * 1000);

function rejection(fn: () => void): string | null {
  try {
    fn();
    return null;
  } catch (err) {
    if (err instanceof WebhookRejectedError) return err.reason;
    throw err;
  }
}

describe('Standard Webhooks signing', () => {
  it('matches the example in the Standard Webhooks / Svix documentation', () => {
    const headers = signWebhook(secret, 'msg_p5jXN8AQM9LWM0D4loKWxJek', 1614265330, '{"test": 2432232314}');
    expect(headers).toEqual({
      'webhook-id': 'msg_p5jXN8AQM9LWM0D4loKWxJek',
      'webhook-timestamp': '1614265330',
      'webhook-signature': 'v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=',
    });
  });

  it('accepts a webhook signed by the standardwebhooks library, and the library accepts ours', () => {
    const now = new Date();
    const sec = Math.floor(now.getTime() / 1000);
    const byLibrary = {
      'webhook-id': 'msg_lib',
      'webhook-timestamp': String(sec),
      'webhook-signature': new Webhook(secret).sign('msg_lib', now, body),
    };
    expect(rejection(() => verifyWebhookSignature(secret, byLibrary, body, now))).toBeNull();
    const ours = signWebhook(secret, 'evt_ours', sec, body);
    expect(new Webhook(secret).verify(body, ours)).toEqual(JSON.parse(body.toString()));
  });

  it('refuses a body that is not UTF-8 rather than verify a lossy decoding of it', () => {
    const bad = Buffer.from([0x7b, 0xff, 0x7d]);
    const headers = signWebhook(secret, 'evt_1', t0, '{\ufffd}');
    expect(rejection(() => verifyWebhookSignature(secret, headers, bad, at(t0)))).toBe('signature');
    expect(() => signWebhook(secret, 'evt_1', t0, bad)).toThrow('webhook body must be UTF-8');
  });

  it('signs a string and the same bytes as a Buffer alike', () => {
    expect(signWebhook(secret, 'evt_1', t0, body.toString())).toEqual(signWebhook(secret, 'evt_1', t0, body));
  });

  it('accepts its own signature within the window, in the past or the future', () => {
    const headers = signWebhook(secret, 'evt_1', t0, body);
    expect(rejection(() => verifyWebhookSignature(secret, headers, body, at(t0)))).toBeNull();
    expect(rejection(() => verifyWebhookSignature(secret, headers, body, at(t0 + 300)))).toBeNull();
    expect(rejection(() => verifyWebhookSignature(secret, headers, body, at(t0 - 300)))).toBeNull();
  });

  it('rejects a timestamp more than five minutes old or ahead', () => {
    const headers = signWebhook(secret, 'evt_1', t0, body);
    expect(rejection(() => verifyWebhookSignature(secret, headers, body, at(t0 + 301)))).toBe('timestamp');
    expect(rejection(() => verifyWebhookSignature(secret, headers, body, at(t0 - 301)))).toBe('timestamp');
    expect(rejection(() => verifyWebhookSignature(secret, headers, body, at(t0 + 60), 30))).toBe('timestamp');
  });

  it('rejects a malformed timestamp', () => {
    const headers = { ...signWebhook(secret, 'evt_1', t0, body), 'webhook-timestamp': `${t0}.5` };
    expect(rejection(() => verifyWebhookSignature(secret, headers, body, at(t0)))).toBe('timestamp');
  });

  it('rejects a changed body, id or timestamp, and another secret', () => {
    const headers = signWebhook(secret, 'evt_1', t0, body);
    const other = Buffer.from(body.toString().replace('125000', '925000'));
    expect(rejection(() => verifyWebhookSignature(secret, headers, other, at(t0)))).toBe('signature');
    const newId = { ...headers, 'webhook-id': 'evt_2' };
    expect(rejection(() => verifyWebhookSignature(secret, newId, body, at(t0)))).toBe('signature');
    const newTs = { ...headers, 'webhook-timestamp': String(t0 + 1) };
    expect(rejection(() => verifyWebhookSignature(secret, newTs, body, at(t0)))).toBe('signature');
    expect(rejection(() => verifyWebhookSignature(generateWebhookSecret(), headers, body, at(t0)))).toBe(
      'signature',
    );
  });

  it('rejects missing headers as a signature failure', () => {
    const headers = signWebhook(secret, 'evt_1', t0, body);
    for (const name of Object.keys(headers)) {
      const without: Record<string, string> = { ...headers };
      delete without[name];
      expect(rejection(() => verifyWebhookSignature(secret, without, body, at(t0)))).toBe('signature');
    }
    const empty = { ...headers, 'webhook-signature': '' };
    expect(rejection(() => verifyWebhookSignature(secret, empty, body, at(t0)))).toBe('signature');
  });

  it('rejects signatures of another version, of the wrong length or not base64', () => {
    const headers = signWebhook(secret, 'evt_1', t0, body);
    const sig = headers['webhook-signature'].slice(3);
    for (const bad of [`v1a,${sig}`, `v2,${sig}`, 'v1,AAAA', 'v1,***', sig]) {
      const h = { ...headers, 'webhook-signature': bad };
      expect(rejection(() => verifyWebhookSignature(secret, h, body, at(t0)))).toBe('signature');
    }
  });

  it('accepts when any listed signature matches any secret (rotation)', () => {
    const next = generateWebhookSecret();
    const oldSig = signWebhook(secret, 'evt_1', t0, body)['webhook-signature'];
    const newSig = signWebhook(next, 'evt_1', t0, body)['webhook-signature'];
    const headers = { ...signWebhook(next, 'evt_1', t0, body), 'webhook-signature': `v1,AAAA ${newSig}` };
    expect(rejection(() => verifyWebhookSignature([secret, next], headers, body, at(t0)))).toBeNull();
    const both = { ...headers, 'webhook-signature': `${oldSig} ${newSig}` };
    expect(rejection(() => verifyWebhookSignature(secret, both, body, at(t0)))).toBeNull();
    expect(rejection(() => verifyWebhookSignature([], both, body, at(t0)))).toBe('signature');
  });

  it('reads headers whatever their case, and the first of repeated ones', () => {
    const h = signWebhook(secret, 'evt_1', t0, body);
    const mixed = {
      'Webhook-Id': h['webhook-id'],
      'WEBHOOK-TIMESTAMP': [h['webhook-timestamp']],
      'webhook-signature': h['webhook-signature'],
    };
    expect(rejection(() => verifyWebhookSignature(secret, mixed, body, at(t0)))).toBeNull();
  });

  it('generates whsec_ secrets holding 32 random bytes', () => {
    const a = generateWebhookSecret();
    expect(a).toMatch(/^whsec_[A-Za-z0-9+/]+=*$/);
    expect(Buffer.from(a.slice(6), 'base64')).toHaveLength(32);
    expect(generateWebhookSecret()).not.toBe(a);
  });

  it('refuses to sign with fractional seconds or an empty key', () => {
    expect(() => signWebhook(secret, 'evt_1', t0 + 0.5, body)).toThrow('whole unix seconds');
    expect(() => signWebhook('whsec_', 'evt_1', t0, body)).toThrow();
  });
});
