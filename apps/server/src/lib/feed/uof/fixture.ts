import type { Sport } from '@lalebet/shared';
import { z } from 'zod';
import type { FixtureBody } from '../envelope.ts';
import { SPORT_IDS } from '../routing-key.ts';
import { type XmlElement, XML_DECLARATION, XmlError, element, parseXml } from './xml.ts';

/**
 * `sports/{lang}/sport_events/{urn}/fixture.xml` (docs/decisions/082-uof-transport-and-recovery.md):
 * the writer the simulator serves and its exact inverse, which the feed consumer reads, since UOF's
 * `fixture_change` names only what changed. One document holds one language; the envelope's
 * fixture needs the tr and the en one (`combineFixture`).
 */
export type Lang = 'tr' | 'en';
export const LANGS: readonly Lang[] = ['tr', 'en'];
export type FixtureStatus = 'not_started' | 'live' | 'ended' | 'closed';

/** Sportradar sport names by language (ids: routing-key.ts SPORT_IDS). */
const SPORT_NAMES: Record<Sport, { tr: string; en: string }> = {
  soccer: { tr: 'Futbol', en: 'Soccer' },
  basketball: { tr: 'Basketbol', en: 'Basketball' },
  tennis: { tr: 'Tenis', en: 'Tennis' },
  volleyball: { tr: 'Voleybol', en: 'Volleyball' },
  cs2: { tr: 'Counter-Strike', en: 'Counter-Strike' },
  lol: { tr: 'League of Legends', en: 'League of Legends' },
  dota2: { tr: 'Dota 2', en: 'Dota 2' },
};
const SPORT_BY_ID = new Map(Object.entries(SPORT_IDS).map(([sport, id]) => [`sr:sport:${id}`, sport]));

const people = (tag: string, list: { urn: string; name: string }[], qualifier?: string[]) =>
  list.map((c, i) =>
    element(tag, [
      ['id', c.urn],
      ['name', c.name],
      ['qualifier', qualifier?.[i]],
    ]),
  );

/**
 * The event, its tournament (with the country as UOF's category), its competitors (home and away
 * for a match; every priced one, unqualified, for an outright) and a match's named players.
 */
export function fixtureXml(
  urn: string,
  f: FixtureBody,
  status: FixtureStatus,
  lang: Lang,
  generatedAt: number,
) {
  const known = SPORT_NAMES[f.sport as Sport];
  const sport = element('sport', [
    ['id', `sr:sport:${SPORT_IDS[f.sport as Sport] ?? 0}`],
    ['name', known?.[lang] ?? f.sport],
  ]);
  const category = element('category', [
    ['name', f.tournament.country],
    ['country_code', f.tournament.country],
  ]);
  const tournament = element(
    'tournament',
    [
      ['id', f.tournament.urn],
      ['name', f.tournament.name[lang]],
    ],
    [sport, category],
  );
  const outright = f.kind === 'outright';
  const competitors = outright
    ? people('competitor', f.competitors ?? [])
    : people('competitor', [f.home, f.away], ['home', 'away']);
  const children = [tournament, element('competitors', [], competitors)];
  // Sportradar lists a team's players in its competitor profile; the simulator's fixture carries them.
  if (!outright && f.competitors?.length)
    children.push(element('players', [], people('player', f.competitors)));
  const fixture = element(
    'fixture',
    [
      ['id', urn],
      ['name', f.name?.[lang]],
      ['scheduled', f.startTime],
      ['start_time_tbd', false],
      ['status', status],
      ['liveodds', f.liveCoverage ? 'booked' : 'not_available'],
    ],
    children,
  );
  const stamp = new Date(generatedAt).toISOString();
  return XML_DECLARATION + element('fixtures_fixture', [['generated_at', stamp]], [fixture]);
}

const dateString = z.string().refine((s) => Number.isFinite(Date.parse(s)), 'expected a date');
const person = z.object({ id: z.string(), name: z.string(), qualifier: z.enum(['home', 'away']).optional() });
const one = <T extends z.ZodType>(schema: T) => z.array(schema).length(1);
const fixtureSchema = z.object({
  generated_at: dateString,
  fixture: one(
    z.object({
      id: z.string().regex(/^[a-z]+:[a-z_]+:\d+$/),
      name: z.string().optional(),
      scheduled: dateString,
      status: z.enum(['not_started', 'live', 'ended', 'closed']),
      liveodds: z.enum(['booked', 'not_available']),
      tournament: one(
        z.object({
          id: z.string().min(1),
          name: z.string(),
          sport: one(z.object({ id: z.string().regex(/^sr:sport:\d+$/), name: z.string().min(1) })),
          category: one(z.object({ country_code: z.string() })),
        }),
      ),
      competitors: one(z.object({ competitor: z.array(person).optional() })),
      players: z
        .array(z.object({ player: z.array(person).optional() }))
        .max(1)
        .optional(),
    }),
  ),
});

/** One language's fixture: names as that document gives them. */
export type FixtureDocument = {
  urn: string;
  status: FixtureStatus;
  generatedAt: number;
  fixture: Omit<FixtureBody, 'tournament' | 'name'> & {
    tournament: { urn: string; name: string; country: string };
    name?: string;
  };
};

function toObject(el: XmlElement): Record<string, unknown> {
  const out: Record<string, unknown> = Object.assign({}, el.attrs);
  for (const child of el.children) ((out[child.name] ??= []) as unknown[]).push(toObject(child));
  return out;
}

const urns = (list: z.infer<typeof person>[] = []) => list.map((p) => ({ urn: p.id, name: p.name }));

/** Reads what `fixtureXml` writes; `{ ok: false }` for anything else, never a throw. */
export function parseFixture(xml: string): { ok: true; doc: FixtureDocument } | { ok: false; error: string } {
  let root: XmlElement;
  try {
    root = parseXml(xml);
  } catch (err) {
    return { ok: false, error: err instanceof XmlError ? err.message : 'unreadable XML' };
  }
  if (root.name !== 'fixtures_fixture') return { ok: false, error: `unexpected <${root.name}>` };
  const parsed = fixtureSchema.safeParse(toObject(root));
  if (!parsed.success) return { ok: false, error: parsed.error.issues[0]?.message ?? 'invalid fixture' };
  const [f] = parsed.data.fixture as [z.infer<typeof fixtureSchema>['fixture'][number]];
  const t = f.tournament[0]!;
  const listed = f.competitors[0]!.competitor ?? [];
  const side = (q: 'home' | 'away') => listed.find((c) => c.qualifier === q);
  const home = side('home');
  const away = side('away');
  const kind = home && away ? 'match' : 'outright';
  const players = urns(f.players?.[0]?.player);
  const sport = t.sport[0]!;
  const fixture: FixtureDocument['fixture'] = {
    sport: SPORT_BY_ID.get(sport.id) ?? sport.name,
    tournament: { urn: t.id, name: t.name, country: t.category[0]!.country_code },
    // An outright has no sides: its own name stands in the home slot, as the catalogue lists it.
    home: home ? { urn: home.id, name: home.name } : { urn: '', name: f.name ?? '' },
    away: away ? { urn: away.id, name: away.name } : { urn: '', name: '' },
    startTime: f.scheduled,
    kind,
    liveCoverage: f.liveodds === 'booked',
  };
  if (kind === 'outright') fixture.competitors = urns(listed);
  else if (players.length) fixture.competitors = players;
  if (f.name !== undefined) fixture.name = f.name;
  const doc = { urn: f.id, status: f.status, generatedAt: Date.parse(parsed.data.generated_at), fixture };
  return { ok: true, doc };
}

/** The envelope's fixture from the tr and en documents (names per language; the rest from tr). */
export function combineFixture(tr: FixtureDocument, en: FixtureDocument): FixtureBody {
  const { name, tournament, ...rest } = tr.fixture;
  const body: FixtureBody = {
    ...rest,
    tournament: { ...tournament, name: { tr: tournament.name, en: en.fixture.tournament.name } },
  };
  if (name !== undefined) body.name = { tr: name, en: en.fixture.name ?? name };
  return body;
}
