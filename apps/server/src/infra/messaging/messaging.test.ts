import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { type OutgoingMessage, createMessenger } from './messenger.ts';
import { netgsmNumber, netgsmTransport } from './netgsm-transport.ts';
import { missingTransport } from './outbox-transport.ts';

type Seen = { method?: string; url?: string; auth?: string; body: unknown };

/** A stand-in for api.netgsm.com.tr on this machine, answering like the real REST v2 API. */
function fakeNetgsm() {
  const seen: Seen[] = [];
  let answer: { status: number; body: object } = {
    status: 200,
    body: { code: '00', jobid: '17377215342605050417149344', description: 'queued' },
  };
  const server = http.createServer((req, res) => {
    let raw = '';
    req.setEncoding('utf8');
    req.on('data', (c: string) => (raw += c));
    req.on('end', () => {
      seen.push({
        method: req.method,
        url: req.url,
        auth: req.headers.authorization,
        body: JSON.parse(raw || 'null'),
      });
      res.writeHead(answer.status, { 'content-type': 'application/json' }).end(JSON.stringify(answer.body));
    });
  });
  return {
    seen,
    server,
    answerWith(a: typeof answer) {
      answer = a;
    },
    url: () => `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
  };
}

const sms: OutgoingMessage = {
  channel: 'sms',
  to: '905321234567',
  subject: 'Doğrulama kodu',
  text: 'LaleBet doğrulama kodunuz: 123456. Kod 10 dakika geçerlidir. Bu kodu kimseyle paylaşmayın.',
  locale: 'tr',
};

describe('NetGSM transport', () => {
  const fake = fakeNetgsm();
  beforeAll(() => new Promise<void>((r) => fake.server.listen(0, '127.0.0.1', r)));
  afterAll(() => new Promise<void>((r) => fake.server.close(() => r())));

  const transport = () =>
    netgsmTransport({ usercode: '8503001122', password: 'api-pass', header: 'LALEBET', apiUrl: fake.url() });

  it('posts the message to /sms/rest/v2/send with Basic auth, Turkish encoding and the sender name', async () => {
    await transport().deliver(sms);
    expect(fake.seen.at(-1)).toEqual({
      method: 'POST',
      url: '/sms/rest/v2/send',
      auth: `Basic ${Buffer.from('8503001122:api-pass').toString('base64')}`,
      body: {
        msgheader: 'LALEBET',
        encoding: 'TR',
        iysfilter: '0',
        messages: [{ msg: sms.text, no: '905321234567' }],
      },
    });
  });

  it('fails on a NetGSM error code or an HTTP error, naming the code but not the text', async () => {
    fake.answerWith({ status: 200, body: { code: '40', description: 'msgheader undefined' } });
    await expect(transport().deliver(sms)).rejects.toThrow('NetGSM refused the message (HTTP 200, code 40)');
    fake.answerWith({ status: 406, body: { code: '30' } });
    await expect(transport().deliver(sms)).rejects.toThrow(/HTTP 406, code 30/);
    fake.answerWith({ status: 200, body: { code: '00', jobid: '1' } });
  });

  it('writes foreign numbers with the international 00 prefix', () => {
    expect(netgsmNumber('905321234567')).toBe('905321234567');
    expect(netgsmNumber('4915112345678')).toBe('004915112345678');
  });

  it('reads its settings from NETGSM_* and needs all three', () => {
    expect(() => loadConfig({ NETGSM_USERCODE: 'x' })).toThrow(
      /NETGSM_USERCODE, NETGSM_PASSWORD and NETGSM_HEADER together/,
    );
    expect(loadConfig({ NETGSM_USERCODE: 'u', NETGSM_PASSWORD: 'p', NETGSM_HEADER: 'H' }).netgsm).toEqual({
      usercode: 'u',
      password: 'p',
      header: 'H',
      apiUrl: 'https://api.netgsm.com.tr',
    });
    expect(loadConfig({}).smsAllowedPrefixes).toEqual(['90']);
    expect(loadConfig({ SMS_ALLOWED_PREFIXES: '90,49' }).smsAllowedPrefixes).toEqual(['90', '49']);
    expect(() => loadConfig({ SMS_ALLOWED_PREFIXES: '+90' })).toThrow(/SMS_ALLOWED_PREFIXES/);
  });
});

describe('messenger', () => {
  it('does not wait for delivery, and logs a failure loudly without the message text', async () => {
    const lines: string[] = [];
    const log = pino(
      { level: 'info' },
      new Writable({ write: (c, _e, cb) => (lines.push(String(c)), cb()) }),
    );
    const messenger = createMessenger(
      { sms: missingTransport('sms'), email: missingTransport('email') },
      log,
    );
    messenger.send(sms);
    messenger.send({ ...sms, channel: 'email', to: 'ayse@example.com' });
    await messenger.flush();
    const entries = lines.map((l) => JSON.parse(l));
    expect(entries).toHaveLength(2);
    expect(entries[0]).toMatchObject({
      level: 50,
      channel: 'sms',
      to: '90********67',
      msg: 'message delivery failed',
    });
    expect(entries[0].error).toMatch(/no SMS gateway configured/);
    expect(entries[1]).toMatchObject({ channel: 'email', to: 'a***@example.com' });
    expect(lines.join('')).not.toContain('123456');
  });
});
