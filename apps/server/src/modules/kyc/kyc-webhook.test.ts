import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEV_KYC_WEBHOOK_SECRET } from '../../config.ts';
import { signWebhook } from '../../infra/webhooks/signature.ts';
import { signUp } from '../../test/accounts.ts';
import { customerIdOf } from '../../test/customers.ts';
import { type TestApp, createTestApp, testDatabases } from '../../test/harness.ts';
import { caseOf, deliverKyc, outcomeOf, reviewEvent, seedCase } from './test-kit.ts';

describe.each(testDatabases())('POST /api/kyc/webhook on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  async function player(status: 'pending' | 'manual_review' | 'rejected' = 'pending') {
    const p = await signUp(t.app);
    const id = await customerIdOf(t.db, p.username);
    return { ...p, id, ref: await seedCase(t.db, id, status) };
  }
  const refusals = () =>
    t.db
      .selectFrom('security_event')
      .select(['source', 'reason'])
      .where('source', '=', 'kyc:simkyc')
      .execute();
  const history = (id: bigint) =>
    t.db
      .selectFrom('kyc_transition')
      .select(['from_status', 'to_status', 'actor_kind', 'reason'])
      .where('customer_id', '=', id)
      .orderBy('id')
      .execute();

  it('stores a signed decision, answers at once, and the job applies it with its actor', async () => {
    const p = await player();
    const body = reviewEvent({ applicantId: p.ref, choice: 'manual_review' });
    const res = await deliverKyc(t.app, body);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ outcome: 'queued' });
    expect(await outcomeOf(t.db, body)).toBe('applied');
    expect((await caseOf(t.db, p.id)).status).toBe('manual_review');
    expect(await history(p.id)).toEqual([
      { from_status: 'pending', to_status: 'manual_review', actor_kind: 'provider', reason: null },
    ]);
  });

  it('refuses a bad signature, logs and counts it, and changes nothing', async () => {
    const p = await player();
    const before = (await refusals()).length;
    const body = reviewEvent({ applicantId: p.ref, choice: 'approve' });
    const wrong = `whsec_${Buffer.alloc(32, 1).toString('base64')}`;
    const res = await deliverKyc(t.app, body, { secret: wrong });
    expect(res.statusCode).toBe(400);
    expect(res.json().success).toBe(false);
    // A tampered body under a genuine signature fails the same way.
    const signedFor = reviewEvent({ applicantId: p.ref, choice: 'reject', id: 'evt_tamper' });
    const tampered = await t.app.inject({
      method: 'POST',
      url: '/api/kyc/webhook',
      payload: signedFor.replace('FINAL', 'RETRY'),
      headers: {
        'content-type': 'application/json',
        ...signWebhook(DEV_KYC_WEBHOOK_SECRET, 'evt_tamper', Math.floor(Date.now() / 1000), signedFor),
      },
    });
    expect(tampered.statusCode).toBe(400);
    const rows = await refusals();
    expect(rows.length - before).toBe(2);
    expect(rows.at(-1)).toEqual({ source: 'kyc:simkyc', reason: 'signature' });
    expect((await caseOf(t.db, p.id)).status).toBe('pending');
  });

  it('handles a redelivery once and refuses a replay outside the 5-minute window', async () => {
    const p = await player();
    const body = reviewEvent({ applicantId: p.ref, choice: 'resubmission' });
    expect((await deliverKyc(t.app, body)).json().data.outcome).toBe('queued');
    expect((await deliverKyc(t.app, body)).json().data.outcome).toBe('duplicate');
    expect(await outcomeOf(t.db, body)).toBe('applied');
    const old = Math.floor(Date.now() / 1000) - 6 * 60;
    const replay = await deliverKyc(t.app, body, { atSec: old });
    expect(replay.statusCode).toBe(400);
    expect((await refusals()).at(-1)).toEqual({ source: 'kyc:simkyc', reason: 'timestamp' });
    expect(await history(p.id)).toHaveLength(1);
    expect((await caseOf(t.db, p.id)).status).toBe('resubmission_requested');
  });

  it('ignores a decision older than the last one accepted', async () => {
    const p = await player();
    const now = Date.now();
    const approve = reviewEvent({ applicantId: p.ref, choice: 'approve', atMs: now });
    const lateHold = reviewEvent({ applicantId: p.ref, choice: 'manual_review', atMs: now - 60_000 });
    await deliverKyc(t.app, approve);
    expect(await outcomeOf(t.db, approve)).toBe('applied');
    const res = await deliverKyc(t.app, lateHold);
    expect(res.statusCode).toBe(200);
    expect(await outcomeOf(t.db, lateHold)).toBe('stale');
    expect((await caseOf(t.db, p.id)).status).toBe('approved');
  });

  it('never lets the provider reopen a final rejection, and ignores unknown applicants', async () => {
    const p = await player('rejected');
    const approve = reviewEvent({ applicantId: p.ref, choice: 'approve' });
    await deliverKyc(t.app, approve);
    expect(await outcomeOf(t.db, approve)).toBe('refused');
    expect((await caseOf(t.db, p.id)).status).toBe('rejected');
    const nobody = reviewEvent({ applicantId: 'app_nobody', choice: 'approve' });
    await deliverKyc(t.app, nobody);
    expect(await outcomeOf(t.db, nobody)).toBe('unknown');
  });

  it('answers 400 for a signed body that is not a review event', async () => {
    const res = await deliverKyc(t.app, JSON.stringify({ id: 'evt_odd', type: 'other' }));
    expect(res.statusCode).toBe(400);
  });

  it('keeps a delivery queued when the job cannot run, and applies it on the next run (crash between the two)', async () => {
    const p = await player();
    const body = reviewEvent({ applicantId: p.ref, choice: 'approve' });
    // As if the process died right after answering the provider: the row is stored, not applied.
    await t.db
      .insertInto('kyc_event')
      .values({
        provider: 'simkyc',
        delivery_id: (JSON.parse(body) as { id: string }).id,
        reference_id: p.ref,
        status: 'approved',
        decided_at: new Date(),
        reason: null,
        outcome: 'queued',
        received_at: new Date(),
      })
      .execute();
    expect((await caseOf(t.db, p.id)).status).toBe('pending');
    t.app.kycDecisions.kick();
    await t.app.kycDecisions.idle();
    expect(await outcomeOf(t.db, body)).toBe('applied');
    expect((await caseOf(t.db, p.id)).status).toBe('approved');
    // The provider's retry of the same delivery changes nothing more.
    expect((await deliverKyc(t.app, body)).json().data.outcome).toBe('duplicate');
    expect(await history(p.id)).toHaveLength(1);
  });
});
