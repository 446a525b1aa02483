import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { signUp } from '../../test/accounts.ts';
import { type TestApp, createTestApp, testDatabases } from '../../test/harness.ts';
import { listen, negotiateTicket, rawSocket, records } from '../../test/hub.ts';

/** Hub URLs carry tickets, and clients may still put a session token there: no log line at any level may carry either. */
describe.each(testDatabases())('hub logs on %s', (kind) => {
  let t: TestApp;
  let base: string;
  const lines: string[] = [];
  beforeAll(async () => {
    const stream = new Writable({ write: (chunk, _enc, cb) => (lines.push(String(chunk)), cb()) });
    t = await createTestApp(kind, { logStream: stream });
    base = await listen(t.app);
  });
  afterAll(() => t.close());

  it('never contain a session token or a ticket', async () => {
    const { token } = await signUp(t.app);
    const dead = 'dGhpcy1pcy1ub3QtYS1saXZlLXNlc3Npb24tdG9rZW4';
    const hub = `${base.replace('http', 'ws')}/hub/frnotify`;

    // negotiate as the client sends it (header), and with a token in the URL (refused); then the
    // socket with the ticket, a second use of it, and refused attempts.
    const inUrl = await fetch(`${base}/hub/frnotify/negotiate?negotiateVersion=1&access_token=${token}`, {
      method: 'POST',
      headers: { 'x-fingerprint': 'fp-test' },
    });
    expect(inUrl.status).toBe(401);
    const { accessToken: ticket } = await negotiateTicket(base, token);
    const ok = await rawSocket(`${hub}?id=abcdefgh12345678&access_token=${ticket}`);
    expect(ok.status).toBe(101);
    ok.ws!.send('{"protocol":"json","version":1}\x1e');
    await records(ok.ws!).next();
    expect((await rawSocket(`${hub}?access_token=${ticket}`)).status).toBe(401);
    expect((await rawSocket(`${hub}?access_token=${token}&fingerprint=fp-test`)).status).toBe(401);
    expect((await rawSocket(`${hub}?access_token=${dead}&fingerprint=fp-test`)).status).toBe(401);
    expect(
      (await rawSocket(`${hub}?access_token=${ticket}`, { origin: 'https://evil.example' })).status,
    ).toBe(403);
    await fetch(`${base}/hub/frnotify/negotiate?access_token=${dead}`, { method: 'POST' });
    ok.ws!.close();
    // Whatever the hub logs on a close, it logs before it forgets the connection.
    await vi.waitFor(() => expect(t.app.hub.stats().connections).toBe(0));

    const log = lines.join('');
    if (process.env.DUMP_LOGS) console.log(log);
    expect(log).toContain('/hub/frnotify/negotiate?negotiateVersion=1&access_token=[REDACTED]');
    expect(log).toContain('hub: connected');
    expect(log).toContain('hub: origin refused');
    expect(log).not.toContain(token);
    expect(log).not.toContain(ticket);
    expect(log).not.toContain(ticket.slice(5)); // without its prefix
    expect(log).not.toContain(dead);
  });
});
