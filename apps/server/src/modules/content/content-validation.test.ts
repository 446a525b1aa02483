import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp, testDatabases } from '../../test/harness.ts';

type Case = { name: string; method: 'GET' | 'POST'; url: string; payload?: unknown };

/** Bad input to every content call: always a localized 400, never a 500. */
const CASES: Case[] = [
  {
    name: 'slider slug with capitals and symbols',
    method: 'POST',
    url: 'cms/sliderlist',
    payload: { slug: 'Home!' },
  },
  { name: 'slider slug of the wrong type', method: 'POST', url: 'cms/sliderlist', payload: { slug: 7 } },
  { name: 'slider slug missing', method: 'POST', url: 'cms/sliderlist', payload: {} },
  {
    name: 'slider unknown field',
    method: 'POST',
    url: 'cms/sliderlist',
    payload: { slug: 'home', locale: 'tr' },
  },
  {
    name: 'content list status not a boolean',
    method: 'POST',
    url: 'cms/contentlist',
    payload: { status: 'yes', categoryId: 1 },
  },
  {
    name: 'content list category 0',
    method: 'POST',
    url: 'cms/contentlist',
    payload: { status: true, categoryId: 0 },
  },
  {
    name: 'content list category not an integer',
    method: 'POST',
    url: 'cms/contentlist',
    payload: { status: true, categoryId: 1.5 },
  },
  {
    name: 'content list unknown field',
    method: 'POST',
    url: 'cms/contentlist',
    payload: { status: true, categoryId: 1, take: 5 },
  },
  { name: 'page id not a number', method: 'GET', url: 'cms/content?id=abc' },
  { name: 'page id zero', method: 'GET', url: 'cms/content?id=0' },
  { name: 'page id negative', method: 'GET', url: 'cms/content?id=-3' },
  { name: 'page id missing', method: 'GET', url: 'cms/content' },
  { name: 'page unknown query field', method: 'GET', url: 'cms/content?id=1&draft=1' },
  { name: 'translation locale not offered', method: 'GET', url: 'cms/translationlist?locale=de' },
  { name: 'translation unknown query field', method: 'GET', url: 'cms/translationlist?ns=common' },
  { name: 'site options unknown field', method: 'POST', url: 'cms/siteoptionlist', payload: { all: true } },
  { name: 'site options body not an object', method: 'POST', url: 'cms/siteoptionlist', payload: [] },
  {
    name: 'top winners count 0',
    method: 'POST',
    url: 'transaction/topwinners',
    payload: { isLive: false, count: 0 },
  },
  {
    name: 'top winners count 101',
    method: 'POST',
    url: 'transaction/topwinners',
    payload: { isLive: false, count: 101 },
  },
  {
    name: 'top winners count as text',
    method: 'POST',
    url: 'transaction/topwinners',
    payload: { isLive: false, count: '40' },
  },
  {
    name: 'top winners isLive as text',
    method: 'POST',
    url: 'transaction/topwinners',
    payload: { isLive: 'false', count: 40 },
  },
  { name: 'top winners missing fields', method: 'POST', url: 'transaction/topwinners', payload: {} },
  {
    name: 'top winners unknown field',
    method: 'POST',
    url: 'transaction/topwinners',
    payload: { isLive: false, count: 40, skip: 0 },
  },
];

describe.each(testDatabases())('bad input to content calls on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { seed: true });
  });
  afterAll(() => t.close());

  const send = async (c: Case, locale: 'tr' | 'en') => {
    const res = await t.app.inject({
      method: c.method,
      url: `/api/${c.url}`,
      headers: {
        'x-locale': locale,
        ...(c.payload === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(c.payload === undefined ? {} : { payload: JSON.stringify(c.payload) }),
    });
    return { status: res.statusCode, body: res.json() };
  };

  it.each(CASES)('rejects $name with a localized 400', async (c) => {
    const en = await send(c, 'en');
    const tr = await send(c, 'tr');
    for (const res of [en, tr]) {
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ success: false, code: 'VALIDATION_FAILED', data: null });
      expect(res.body.errors.length).toBeGreaterThan(0);
      expect(res.body.message).toBe(res.body.errors[0].message);
    }
    expect(tr.body.message).not.toBe(en.body.message);
  });

  it('names the field and says what is wrong in Turkish', async () => {
    const slug = await send(CASES[0]!, 'tr');
    expect(slug.body.errors).toEqual([{ path: 'body.slug', message: 'Küçük harf, rakam ve tire kullanın.' }]);
    const unknown = await send(CASES[3]!, 'tr');
    expect(unknown.body.message).toBe('Bilinmeyen alan. (locale)');
    const slugEn = await send(CASES[0]!, 'en');
    expect(slugEn.body.message).toBe('Use lower-case letters, digits and dashes.');
  });

  it('rejects a POST without a body with a 400, not a crash', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/cms/siteoptionlist',
      headers: { 'x-locale': 'tr' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
  });
});
