import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signUp } from '../../test/accounts.ts';
import { type TestApp, createTestApp, testDatabases } from '../../test/harness.ts';
import { listen } from '../../test/hub.ts';

/**
 * The whole journey with the real simkyc adapter and the KYC simulator mounted on the same
 * server (the development setup): start, the hosted page, the tester's choice, a signed webhook
 * over HTTP, and the player's status.
 */
describe.each(testDatabases())('identity check through the in-process KYC simulator on %s', (kind) => {
  let t: TestApp;
  let base: string;
  beforeAll(async () => {
    t = await createTestApp(kind);
    base = await listen(t.app);
  });
  afterAll(() => t.close());

  const status = async (token: string) =>
    (await call(t.app, 'customer/kyc', undefined, { token })).json().data;
  const choose = (url: string, decision: string) =>
    fetch(url, { method: 'POST', body: new URLSearchParams({ decision }), redirect: 'manual' });

  it('start -> hosted page -> manual review -> approved, each by signed webhook', async () => {
    const player = await signUp(t.app);
    const started = await call(t.app, 'customer/kyc/start', {}, { token: player.token });
    expect(started.statusCode, started.body).toBe(200);
    const url = started.json().data.verificationUrl as string;
    expect(url.startsWith(`${base}/sim/kyc/verify/app_`)).toBe(true);
    // An open session is answered again, not opened twice.
    expect(
      (await call(t.app, 'customer/kyc/start', {}, { token: player.token })).json().data.verificationUrl,
    ).toBe(url);
    expect(await status(player.token)).toMatchObject({ status: 'pending', verificationUrl: url });

    const page = await fetch(url);
    expect(page.status).toBe(200);
    const html = await page.text();
    for (const choice of ['approve', 'reject', 'resubmission', 'manual_review'])
      expect(html).toContain(`name="decision" value="${choice}"`);

    expect((await choose(url, 'manual_review')).status).toBe(303);
    await t.app.kycSimulator!.idle();
    await t.app.kycDecisions.idle();
    expect((await status(player.token)).status).toBe('manual_review');

    expect((await choose(url, 'approve')).status).toBe(303);
    await t.app.kycSimulator!.idle();
    await t.app.kycDecisions.idle();
    expect(await status(player.token)).toMatchObject({ status: 'approved', verificationUrl: null });
    // Final: the page offers no more choices, and a stray post changes nothing.
    expect(await (await fetch(url)).text()).not.toContain('name="decision"');
    expect((await call(t.app, 'customer/kyc/start', {}, { token: player.token })).statusCode).toBe(409);
  });

  it('lets the player start again after a resubmission request', async () => {
    const player = await signUp(t.app);
    const first = (await call(t.app, 'customer/kyc/start', {}, { token: player.token })).json().data
      .verificationUrl as string;
    await choose(first, 'resubmission');
    await t.app.kycSimulator!.idle();
    await t.app.kycDecisions.idle();
    expect((await status(player.token)).status).toBe('resubmission_requested');
    const again = await call(t.app, 'customer/kyc/start', {}, { token: player.token });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().data.verificationUrl).not.toBe(first);
    expect((await status(player.token)).status).toBe('pending');
  });

  it('refuses the simulator API without its key', async () => {
    const res = await fetch(`${base}/sim/kyc/api/applicants`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'Bearer wrong-key-wrong-key' },
      body: '{}',
    });
    expect(res.status).toBe(401);
  });
});
