import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registration, call, signUp, uniquePhone, uniqueSurname } from '../../test/accounts.ts';
import { customerIdOf } from '../../test/customers.ts';
import { type TestApp, createTestApp, testDatabases } from '../../test/harness.ts';

const US_ID = 840;
const yearsAgo = (years: number, days = 0) => {
  const d = new Date();
  d.setUTCFullYear(d.getUTCFullYear() - years);
  d.setUTCDate(d.getUTCDate() + days);
  const [y, m, dd] = d.toISOString().slice(0, 10).split('-') as [string, string, string];
  return { birthDate: `${y}-${m}-${dd}`, birthDateYear: y, birthDateMonth: m, birthDateDay: dd };
};
const device = () => `fp-${randomBytes(6).toString('hex')}`;

describe.each(testDatabases())('sign-up protection (rules 28 and 34) on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
    await t.db.updateTable('country').set({ min_age: 21 }).where('code', '=', 'US').execute();
  });
  afterAll(() => t.close());

  const register = (over: Record<string, unknown>, fingerprint = device(), locale: 'tr' | 'en' = 'en') =>
    call(t.app, 'auth/register', registration(over), { locale, headers: { 'x-fingerprint': fingerprint } });
  const customers = async () =>
    Number(
      (
        await t.db
          .selectFrom('customer')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const audits = (event: 'underage_refused' | 'registration_held') =>
    t.db.selectFrom('auth_audit').select(['details', 'actor_id']).where('event', '=', event).execute();

  describe('rule 34: minimum age', () => {
    it('refuses anyone under 18 whatever the country, a day short included', async () => {
      const res = await register(yearsAgo(18, 1));
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().errors).toContainEqual(expect.objectContaining({ path: 'body.birthDate' }));
    });

    it("refuses under the declared country's higher minimum with UNDERAGE naming it, and audits it", async () => {
      const before = await customers();
      const res = await register({ country: US_ID, ...yearsAgo(20) }, device(), 'tr');
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json()).toMatchObject({
        success: false,
        code: 'UNDERAGE',
        message: 'Hesap açmak için en az 21 yaşında olmalısınız.',
        data: { minimumAge: 21 },
      });
      expect(await customers()).toBe(before);
      expect((await audits('underage_refused')).at(-1)?.details).toMatchObject({
        country: 'US',
        minimumAge: 21,
      });
    });

    it('accepts the same age where the minimum is 18, and 21 in the stricter country', async () => {
      expect((await register(yearsAgo(20))).statusCode).toBe(200);
      expect((await register({ country: US_ID, ...yearsAgo(21) })).statusCode).toBe(200);
    });
  });

  describe('rule 28: look-alike of an excluded person', () => {
    async function excluded(kindOf: 'timeout' | 'self_exclusion' | 'closure', endsInDays: number | null) {
      const fingerprint = device();
      // Letters only and long enough: two excluded people here must never share a name.
      const surname = uniqueSurname('Kaya');
      const person = await signUp(
        t.app,
        { name: 'Işıl', surname },
        { headers: { 'x-fingerprint': fingerprint } },
      );
      const id = await customerIdOf(t.db, person.username);
      const now = Date.now();
      await t.db
        .insertInto('rg_exclusion')
        .values({
          customer_id: id,
          kind: kindOf,
          starts_at: new Date(now - 86_400_000),
          ends_at: endsInDays === null ? null : new Date(now + endsInDays * 86_400_000),
          period: endsInDays === null ? 'permanent' : `${endsInDays}d`,
          reason: null,
          actor_kind: 'player',
          actor_id: id,
        })
        .execute();
      return { ...person, id, fingerprint };
    }

    it.each([
      ['phone', (p: Awaited<ReturnType<typeof excluded>>) => ({ phone: p.phone })],
      // Turkish dotless and dotted i fold together, as canonicalIdentifier does for usernames.
      [
        'name_birth_date',
        (p: Awaited<ReturnType<typeof excluded>>) => ({ name: 'IŞIL', surname: p.surname.toUpperCase() }),
      ],
    ])(
      'refuses a sign-up with the same %s (REGISTRATION_HELD, no hint), flags and audits it',
      async (signal, same) => {
        const person = await excluded('self_exclusion', 180);
        const before = await customers();
        const res = await register({ ...same(person) });
        expect(res.statusCode, res.body).toBe(403);
        expect(res.json()).toMatchObject({ code: 'REGISTRATION_HELD' });
        expect(res.body).not.toContain(person.username);
        expect(await customers()).toBe(before);
        expect((await audits('registration_held')).at(-1)?.details).toMatchObject({
          excludedCustomerId: String(person.id),
          matchedOn: expect.stringContaining(signal),
        });
        const flag = await t.db
          .selectFrom('rg_flag')
          .selectAll()
          .where('customer_id', '=', person.id)
          .executeTakeFirstOrThrow();
        expect(flag).toMatchObject({ kind: 'lookalike_registration', severity: 'weak', reviewed_at: null });
      },
    );

    it("answers EMAIL_TAKEN for the excluded person's e-mail, as for anyone's: the exclusion stays unsaid", async () => {
      const person = await excluded('self_exclusion', null);
      const res = await register({ email: person.email.toUpperCase() });
      expect(res.json()).toMatchObject({ code: 'EMAIL_TAKEN' });
    });

    it("lets a sign-up from the excluded person's device through, with a strong flag on the new account", async () => {
      const person = await excluded('closure', null);
      const res = await register({}, person.fingerprint);
      expect(res.statusCode, res.body).toBe(200);
      const id = await customerIdOf(t.db, res.json().data.username);
      const flag = await t.db
        .selectFrom('rg_flag')
        .selectAll()
        .where('customer_id', '=', id)
        .executeTakeFirstOrThrow();
      expect(flag).toMatchObject({
        kind: 'lookalike_registration',
        severity: 'strong',
        details: { excludedCustomerId: String(person.id), matchedOn: ['device'] },
      });
    });

    it('lets through a time-out, an ended self-exclusion, and a stranger', async () => {
      const timedOut = await excluded('timeout', 7);
      expect((await register({ phone: timedOut.phone }, timedOut.fingerprint)).statusCode).toBe(200);
      const ended = await excluded('self_exclusion', -0.5);
      expect((await register({ phone: ended.phone }, ended.fingerprint)).statusCode).toBe(200);
      await excluded('self_exclusion', null);
      expect((await register({ phone: uniquePhone() })).statusCode).toBe(200);
    });

    it('opens the new account of a person whose self-exclusion ended unlifted in the lift process (rule 30)', async () => {
      for (const [signal, same] of [
        ['phone', (p: Awaited<ReturnType<typeof excluded>>) => ({ phone: p.phone })],
        [
          'name_birth_date',
          (p: Awaited<ReturnType<typeof excluded>>) => ({ name: 'Işıl', surname: p.surname }),
        ],
      ] as const) {
        const person = await excluded('self_exclusion', -0.5);
        const res = await register({ ...same(person) });
        expect(res.statusCode, res.body).toBe(200);
        // Withdraw-only, as a login of the earlier account would be (docs/decisions/033).
        expect(res.json().data.restriction, signal).toMatchObject({
          code: 'SELF_EXCLUDED',
          kind: 'self_exclusion',
          lift: 'required',
        });
        const token = res.json().data.token as string;
        const id = await customerIdOf(t.db, res.json().data.username);
        expect(
          await t.db
            .selectFrom('customer_session')
            .select('restricted')
            .where('customer_id', '=', id)
            .executeTakeFirstOrThrow(),
        ).toEqual({ restricted: true });
        // Play is refused with the lift stage; the lift request is the way back.
        const claim = await call(t.app, 'bonus/list', undefined, { token });
        expect(claim.json()).toMatchObject({ code: 'SELF_EXCLUDED', data: { lift: 'required' } });
        const lift = await call(
          t.app,
          'protection/lift-request',
          { reason: 'Kendimi hazır hissediyorum, tekrar oynamak istiyorum.' },
          { token },
        );
        expect(lift.statusCode, lift.body).toBe(200);
        const carried = await t.db
          .selectFrom('auth_audit')
          .select('details')
          .where('event', '=', 'rg_lift_carried_over')
          .execute();
        expect(carried.at(-1)?.details).toMatchObject({
          customerId: String(id),
          earlierCustomerId: String(person.id),
          matchedOn: expect.stringContaining(signal),
        });
      }
    });
  });
});
