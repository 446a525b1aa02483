import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registration, call, setOption, signUp, TR_ID } from '../../test/accounts.ts';
import { type TestApp, createTestApp, testDatabases } from '../../test/harness.ts';

describe.each(testDatabases())('POST /api/auth/register on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const register = (over: Record<string, unknown>, locale: 'tr' | 'en' = 'en') =>
    call(t.app, 'auth/register', registration(over), { locale });
  const fieldErrors = async (over: Record<string, unknown>) => {
    const res = await register(over);
    expect(res.statusCode, res.body).toBe(400);
    return Object.fromEntries(
      (res.json().errors ?? []).map((e: { path: string; message: string }) => [e.path, e.message]),
    );
  };

  it('creates the customer, logs them in and answers with the session object', async () => {
    const body = registration({ phone: '5321234567', refId: 12345678 });
    const res = await call(t.app, 'auth/register', body, { locale: 'tr' });
    expect(res.statusCode, res.body).toBe(200);
    const { success, message, data } = res.json();
    expect(success).toBe(true);
    expect(message).toContain('Hoş geldiniz');
    expect(data).toEqual({
      token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      balance: 0,
      bonusBalance: 0,
      username: body.username,
      usercode: expect.stringMatching(/^[1-9]\d{7}$/),
      betsyCid: '',
      betsyUrl: '',
      betsyToken: '',
      betcoToken: '',
      betcoUrl: '',
      phone: '905321234567',
      smsVerified: false,
      fingerprint: 'fp-test',
      userFavoriteList: [],
    });
    expect(res.headers['cache-control']).toBe('no-store');
    const row = await t.db
      .selectFrom('customer')
      .selectAll()
      .where('username', '=', body.username)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      currency_id: 1,
      country_id: TR_ID,
      ref_id: 12345678n,
      locale: 'tr',
      phone: '905321234567',
    });
    expect(row.password_hash).toMatch(
      /^\$argon2id\$v=19\$(?=.*m=19456)(?=.*t=2)(?=.*p=1)[mtp=\d,]+\$[\w+/]{22}\$/,
    );
    const balance = await call(t.app, 'user/balance', undefined, { token: data.token });
    expect(balance.json()).toMatchObject({ success: true, data: { balance: 0, bonusBalance: 0 } });
  });

  it('gives two customers with the same password different hashes', async () => {
    const a = await signUp(t.app);
    const b = await signUp(t.app);
    const rows = await t.db
      .selectFrom('customer')
      .select('password_hash')
      .where('username', 'in', [a.username, b.username])
      .execute();
    expect(rows[0]!.password_hash).not.toBe(rows[1]!.password_hash);
  });

  it.each([
    ['name', 'A', 'Must be at least 2 characters.'],
    ['name', 'Ä'.repeat(101), 'Must be at most 100 characters.'],
    ['name', 'Ayşe  Nur', 'Use letters only, with single spaces between words.'],
    ['name', 'Ayşe3', 'Use letters only, with single spaces between words.'],
    ['surname', ' Yılmaz', 'Use letters only, with single spaces between words.'],
    ['username', 'abcd', 'Must be at least 5 characters.'],
    ['username', 'a'.repeat(31), 'Must be at most 30 characters.'],
    ['username', 'ali_veli', 'Use Latin letters (Turkish letters included) and digits only.'],
    ['username', 'аdmin1', 'Use Latin letters (Turkish letters included) and digits only.'],
    ['email', 'a@b', 'Must be at least 5 characters.'],
    ['email', `${'a'.repeat(95)}@x.com`, 'Must be at most 100 characters.'],
    ['email', 'not-an-email', 'Enter a valid e-mail address.'],
    ['phone', '1234', 'Must be at least 5 characters.'],
    ['phone', '1'.repeat(21), 'Must be at most 20 characters.'],
    ['phone', '0532 123 45 67', 'Use digits only.'],
    ['phone', '90532123', 'Enter a 10-digit phone number.'],
    ['password', 'Ab3$xyz', 'Must be at least 8 characters.'],
    ['password', 'x'.repeat(129), 'Must be at most 128 characters.'],
    ['password2', 'Something-else-1', 'The passwords do not match.'],
    ['country', 99999, 'This value is not valid.'],
    ['currencyId', 2, 'This value is not valid.'],
    ['birthDateDay', '5', 'This value is not valid.'],
    ['birthDateMonth', '123', 'This value is not valid.'],
    ['birthDateYear', '90', 'This value is not valid.'],
    ['birthDate', '1990-04-24', 'This value is not valid.'],
  ])('rejects %s = %j', async (field, value, message) => {
    const errors = await fieldErrors({ [field]: value });
    expect(errors[`body.${field}`]).toBe(message);
  });

  it.each([
    ['name', 'Çağrı Şükrü İğde'],
    ['name', 'Ay'],
    ['name', 'Ö'.repeat(100)],
    ['username', 'Kıvanç'],
    ['username', 'a'.repeat(30)],
    ['email', `${'a'.repeat(94)}@x.com`],
    ['phone', '05329876543'],
  ])('accepts %s = %j at its boundary', async (field, value) => {
    const over: Record<string, unknown> = { [field]: value };
    if (field === 'username') over.email = `u${Date.now()}${value.length}@example.com`;
    if (field === 'email') over.username = `u${String(Date.now()).slice(-9)}`;
    if (field === 'phone') over.phone = value;
    const res = await register(over);
    expect(res.statusCode, res.body).toBe(200);
  });

  it('refuses anyone under 18, to the day', async () => {
    const today = new Date();
    const y = today.getUTCFullYear() - 18;
    const tomorrow = new Date(Date.UTC(y, today.getUTCMonth(), today.getUTCDate() + 1));
    const iso = tomorrow.toISOString().slice(0, 10);
    const [yy, mm, dd] = iso.split('-');
    const errors = await fieldErrors({
      birthDate: iso,
      birthDateYear: yy,
      birthDateMonth: mm,
      birthDateDay: dd,
    });
    expect(errors['body.birthDate']).toBe('You must be at least 18 years old to register.');
  });

  it('applies the site minimum password length (default 8, never lower) and the common-password list', async () => {
    let res = await register({ password: 'Ab3$xyz', password2: 'Ab3$xyz' });
    expect(res.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'Must be at least 8 characters.',
    });
    res = await register({ password: 'galatasaray', password2: 'galatasaray' }, 'tr');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'WEAK_PASSWORD', message: expect.stringContaining('yaygın') });
    res = await register({ password: 'Sifre123', password2: 'Sifre123' });
    expect(res.json().code).toBe('WEAK_PASSWORD');
    await setOption(t.db, 'PasswordMinLength', '3');
    res = await register({ password: 'Zq9#kLm', password2: 'Zq9#kLm' });
    expect(res.statusCode, res.body).toBe(400);
    res = await register({ password: 'Zq9#kLm2', password2: 'Zq9#kLm2' });
    expect(res.statusCode, res.body).toBe(200);
    await setOption(t.db, 'passwordminlength', '12');
    res = await register({ password: 'Zq9#kLm2!', password2: 'Zq9#kLm2!' });
    expect(res.json()).toMatchObject({ code: 'WEAK_PASSWORD', message: 'Use at least 12 characters.' });
    await t.db.deleteFrom('site_option').execute();
  });

  it('refuses a password equal to the username', async () => {
    const username = `Gizli${Date.now()}`;
    const res = await register({
      username,
      password: username.toLowerCase(),
      password2: username.toLowerCase(),
    });
    expect(res.json().code).toBe('WEAK_PASSWORD');
  });

  it('keeps usernames unique across case, Turkish i forms and NFKC variants', async () => {
    const base = `KIRAN${Date.now() % 100000}`;
    await signUp(t.app, { username: base });
    for (const variant of [
      base.toLowerCase(),
      base.replace('I', 'ı').toLowerCase(),
      base.replace('I', 'İ'),
    ]) {
      const res = await register({ username: variant });
      expect(res.statusCode, variant).toBe(409);
      expect(res.json()).toMatchObject({
        code: 'USERNAME_TAKEN',
        message: 'This username is already taken.',
      });
    }
    await signUp(t.app, { username: `ALICAN${Date.now() % 100000}` }).then(async ({ username }) => {
      const fullWidth = [...username].map((c) => String.fromCharCode(c.charCodeAt(0) + 0xfee0)).join('');
      const res = await register({ username: fullWidth });
      expect(res.json().code).toBe('USERNAME_TAKEN');
    });
  });

  it('keeps e-mails unique across case and Unicode variants', async () => {
    const { email } = await signUp(t.app, { email: `Mike${Date.now()}@Example.com` });
    for (const variant of [email.toUpperCase(), email.toLowerCase()]) {
      const res = await register({ email: variant });
      expect(res.statusCode).toBe(409);
      expect(res.json().code).toBe('EMAIL_TAKEN');
    }
  });

  it('decides a race for one username with the unique index: one account, one 409', async () => {
    const username = `yaris${Date.now() % 1000000}`;
    const [a, b] = await Promise.all([
      register({ username }),
      register({ username: username.toUpperCase() }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
  });

  it('caps sign-ups from one address at 10 an hour', async () => {
    const ip = '10.250.250.250';
    for (let i = 0; i < 10; i++) {
      const res = await call(t.app, 'auth/register', registration({ password: 'x', password2: 'y' }), { ip });
      expect(res.statusCode).toBe(400); // invalid bodies never reach the counter
    }
    for (let i = 0; i < 10; i++) {
      expect((await call(t.app, 'auth/register', registration({ country: 1 }), { ip })).statusCode).toBe(400);
    }
    const res = await call(t.app, 'auth/register', registration(), { ip });
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(3000);
  });
});

describe.each(testDatabases())('GET /api/auth/form on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it('lists about 250 countries in the caller language, Türkiye among them with a stable id', async () => {
    const tr = (await call(t.app, 'auth/form', undefined, { locale: 'tr' })).json().data.countries;
    const en = (await call(t.app, 'auth/form', undefined, { locale: 'en' })).json().data.countries;
    expect(tr.length).toBeGreaterThanOrEqual(249);
    expect(tr.find((c: { code: string }) => c.code === 'TR')).toEqual({
      id: TR_ID,
      code: 'TR',
      name: 'Türkiye',
    });
    expect(en.find((c: { code: string }) => c.code === 'TR')).toEqual({
      id: TR_ID,
      code: 'TR',
      name: 'Türkiye',
    });
    expect(tr.find((c: { code: string }) => c.code === 'DE').name).toBe('Almanya');
    expect(en.find((c: { code: string }) => c.code === 'DE').name).toBe('Germany');
    for (const code of [
      'AZ',
      'KZ',
      'UZ',
      'KG',
      'TM',
      'TJ',
      'IR',
      'IQ',
      'SA',
      'AE',
      'GE',
      'CY',
      'GR',
      'NL',
      'GB',
    ]) {
      expect(
        en.some((c: { code: string }) => c.code === code),
        code,
      ).toBe(true);
    }
    // Alphabetical in each language: Ç after C in Turkish.
    const names = tr.map((c: { name: string }) => c.name);
    expect(names.indexOf('Çin')).toBeGreaterThan(names.indexOf('Cezayir'));
  });
});
