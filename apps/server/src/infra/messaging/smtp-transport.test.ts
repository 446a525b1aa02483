import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smtpTransport, smtpUrlRequiresTls } from './smtp-transport.ts';

/** A mail server that never offers STARTTLS, as one behind a stripping attacker looks. */
function plainSmtpServer() {
  const commands: string[] = [];
  const server = net.createServer((socket) => {
    let inData = false;
    socket.write('220 plain.test ESMTP\r\n');
    socket.on('data', (chunk) => {
      for (const line of String(chunk).split('\r\n').filter(Boolean)) {
        if (inData) {
          if (line === '.') {
            inData = false;
            socket.write('250 queued\r\n');
          }
          continue;
        }
        commands.push(line.split(' ')[0]!.toUpperCase());
        if (/^EHLO/i.test(line)) socket.write('250-plain.test\r\n250 8BITMIME\r\n');
        else if (/^DATA/i.test(line)) {
          inData = true;
          socket.write('354 go on\r\n');
        } else if (/^QUIT/i.test(line)) socket.end('221 bye\r\n');
        else socket.write('250 OK\r\n');
      }
    });
  });
  return { server, commands };
}

describe('SMTP transport and STARTTLS', () => {
  const { server, commands } = plainSmtpServer();
  let port = 0;
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as net.AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const mail = {
    channel: 'email' as const,
    to: 'ayse@example.com',
    locale: 'tr' as const,
    subject: 's',
    text: 't',
  };

  it('refuses to send in clear when the URL asks for requireTLS=true', async () => {
    commands.length = 0;
    const transport = smtpTransport(`smtp://127.0.0.1:${port}?requireTLS=true`, 'LaleBet <a@b.c>');
    await expect(transport.deliver(mail)).rejects.toThrow(/STARTTLS|TLS/i);
    transport.close();
    expect(commands).not.toContain('MAIL');
  });

  it('sends in clear without it (what production refuses to start with, config.test.ts)', async () => {
    commands.length = 0;
    const transport = smtpTransport(`smtp://127.0.0.1:${port}`, 'LaleBet <a@b.c>');
    await transport.deliver(mail);
    transport.close();
    expect(commands).toContain('MAIL');
  });

  it('reads requireTLS only as exactly one "true"', () => {
    expect(smtpUrlRequiresTls('smtps://mail.example:465')).toBe(true);
    expect(smtpUrlRequiresTls('smtp://u:p@mail.example:587?requireTLS=true')).toBe(true);
    for (const url of [
      'smtp://mail.example:587',
      'smtp://mail.example:587?requireTLS=false',
      'smtp://mail.example:587?requireTLS=1',
      'smtp://mail.example:587?requireTLS=true&requireTLS=false',
      'smtp://mail.example:587?tls.requireTLS=true',
    ])
      expect(smtpUrlRequiresTls(url), url).toBe(false);
  });
});
