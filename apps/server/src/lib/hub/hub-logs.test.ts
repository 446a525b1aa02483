import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../../test/accounts.ts';
import { type TestApp, createTestApp, testDatabases } from '../../test/harness.ts';
import { listen, rawSocket, records, sleep } from '../../test/hub.ts';

/** A browser sends the session token in the hub URL: no log line at any level may carry it. */
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

  it('never contain a token passed in the URL', async () => {
    const { token } = await signUp(t.app);
    const dead = 'dGhpcy1pcy1ub3QtYS1saXZlLXNlc3Npb24tdG9rZW4';
    const hub = `${base.replace('http', 'ws')}/hub/frnotify`;

    // negotiate as a browser could send it, then the socket; then refused attempts.
    const negotiate = await fetch(`${base}/hub/frnotify/negotiate?negotiateVersion=1&access_token=${token}`, {
      method: 'POST',
      headers: { 'x-fingerprint': 'fp-test' },
    });
    expect(negotiate.status).toBe(200);
    const { connectionToken } = (await negotiate.json()) as { connectionToken: string };
    const ok = await rawSocket(`${hub}?id=${connectionToken}&fingerprint=fp-test&access_token=${token}`);
    expect(ok.status).toBe(101);
    ok.ws!.send('{"protocol":"json","version":1}\x1e');
    await records(ok.ws!).next();
    expect((await rawSocket(`${hub}?access_token=${dead}&fingerprint=fp-test`)).status).toBe(401);
    expect((await rawSocket(`${hub}?access_token=${token}`, { origin: 'https://evil.example' })).status).toBe(
      403,
    );
    await fetch(`${base}/hub/frnotify/negotiate?access_token=${dead}`, { method: 'POST' });
    ok.ws!.close();
    await sleep(50);

    const log = lines.join('');
    if (process.env.DUMP_LOGS) console.log(log);
    expect(log).toContain('/hub/frnotify/negotiate?negotiateVersion=1&access_token=[REDACTED]');
    expect(log).toContain('hub: connected');
    expect(log).toContain('hub: origin refused');
    expect(log).not.toContain(token);
    expect(log).not.toContain(dead);
  });
});
