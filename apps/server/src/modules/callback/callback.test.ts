import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp, testDatabases } from '../../test/harness.ts';

describe.each(testDatabases())('POST /api/callcenter/request on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const post = (payload: unknown, headers: Record<string, string> = {}, ip = '10.0.0.1') =>
    t.app.inject({
      method: 'POST',
      url: '/api/callcenter/request',
      payload: payload as object,
      headers,
      remoteAddress: ip,
    });

  it('stores a valid request and answers in the caller language', async () => {
    const res = await post(
      { name: 'Ayşe Yılmaz', phone: '5321234567', preferredTime: 'evening' },
      { 'x-locale': 'tr' },
    );
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ success: true, data: { id: expect.any(Number) } });
    expect(body.message).toContain('Teşekkürler');
    const row = await t.db
      .selectFrom('callback_request')
      .selectAll()
      .where('id', '=', BigInt(body.data.id))
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      name: 'Ayşe Yılmaz',
      phone: '5321234567',
      preferred_time: 'evening',
      locale: 'tr',
    });
  });

  it('rejects bad fields with localized messages per field', async () => {
    const res = await post(
      { name: 'Ayşe  Yılmaz', phone: '12ab', preferredTime: 'never' },
      { 'x-locale': 'tr' },
      '10.0.0.2',
    );
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body).toMatchObject({ success: false, code: 'VALIDATION_FAILED', data: null });
    expect(body.errors.map((e: { path: string }) => e.path).sort()).toEqual([
      'body.name',
      'body.phone',
      'body.preferredTime',
    ]);
    expect(body.errors.find((e: { path: string }) => e.path === 'body.name').message).toMatch(/harf/);
  });

  it('limits one address to five requests an hour', async () => {
    const ok = { name: 'Mehmet Öz', phone: '5551112233', preferredTime: 'now' };
    for (let i = 0; i < 5; i++) expect((await post(ok, {}, '10.0.0.3')).statusCode).toBe(200);
    const res = await post(ok, {}, '10.0.0.3');
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBe('3600');
    expect(res.json()).toMatchObject({ success: false, code: 'RATE_LIMITED' });
  });
});
