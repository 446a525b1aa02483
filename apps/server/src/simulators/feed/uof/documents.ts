import type { Sport } from '@lalebet/shared';
import type { FixtureBody } from '../../../lib/feed/envelope.ts';
import { MARKETS } from '../../../lib/feed/markets.ts';
import { XML_DECLARATION, element } from '../../../lib/feed/uof/xml.ts';

/**
 * The UOF REST documents the simulator serves (docs/decisions/081-uof-xml-codec.md), shaped as
 * Sportradar's API answers them: whoami, producers, market descriptions and a fixture.
 */
export type Lang = 'tr' | 'en';
export const LANGS: readonly Lang[] = ['tr', 'en'];

/** The simulated bookmaker: a token valid for 180 days from the simulator's start. */
export function whoamiXml(bookmakerId: number, expireAt: number): string {
  return (
    XML_DECLARATION +
    element('bookmaker_details', [
      ['response_code', 'OK'],
      ['expire_at', new Date(expireAt).toISOString().replace(/\.\d{3}Z$/, 'Z')],
      ['bookmaker_id', bookmakerId],
      ['virtual_host', `/unifiedfeed/${bookmakerId}`],
    ])
  );
}

/** Producers 1 (live odds) and 3 (Ctrl, pre-match), with the recovery windows UOF publishes. */
export function producersXml(apiBase: string): string {
  const producer = (
    id: number,
    name: string,
    description: string,
    path: string,
    scope: string,
    window: number,
  ) =>
    element('producer', [
      ['id', id],
      ['name', name],
      ['description', description],
      ['api_url', `${apiBase}/${path}/`],
      ['active', true],
      ['scope', scope],
      ['stateful_recovery_window_in_minutes', window],
    ]);
  return (
    XML_DECLARATION +
    element(
      'producers',
      [['response_code', 'OK']],
      [
        producer(1, 'LO', 'Live Odds', 'liveodds', 'live', 600),
        producer(3, 'Ctrl', 'Betradar Ctrl', 'pre', 'prematch', 4320),
      ],
    )
  );
}

/** Our templates say {home}/{away}; UOF's say {$competitor1}/{$competitor2}. */
const uofTemplate = (text: string) =>
  text.replaceAll('{home}', '{$competitor1}').replaceAll('{away}', '{$competitor2}');
const SPECIFIER_TYPES: Record<string, string> = { total: 'decimal', hcp: 'decimal' };

/** Every market of the simulator's catalogue (lib/feed/markets.ts) in one language. */
export function marketsXml(lang: Lang): string {
  const markets = Object.entries(MARKETS).map(([id, d]) => {
    const templates = [d.name[lang], ...Object.values(d.outcomes ?? {}).map((o) => o[lang])].join(' ');
    const keys = new Set([...templates.matchAll(/\{[+-]?(\w+)\}/g)].map((m) => m[1]!));
    keys.delete('home');
    keys.delete('away');
    const children: string[] = [];
    if (d.outcomes) {
      const outcomes = Object.entries(d.outcomes).map(([oid, name]) =>
        element('outcome', [
          ['id', oid],
          ['name', uofTemplate(name[lang])],
        ]),
      );
      children.push(element('outcomes', [], outcomes));
    }
    if (keys.size) {
      const specifiers = [...keys].map((k) =>
        element('specifier', [
          ['name', k],
          ['type', SPECIFIER_TYPES[k] ?? 'integer'],
        ]),
      );
      children.push(element('specifiers', [], specifiers));
    }
    return element(
      'market',
      [
        ['id', id],
        ['name', uofTemplate(d.name[lang])],
        ['groups', `all|${d.group}`],
      ],
      children,
    );
  });
  return XML_DECLARATION + element('market_descriptions', [['response_code', 'OK']], markets);
}

/** Sportradar sport ids (sr:sport:N) and names. */
const SPORTS: Record<Sport, { id: number; tr: string; en: string }> = {
  soccer: { id: 1, tr: 'Futbol', en: 'Soccer' },
  basketball: { id: 2, tr: 'Basketbol', en: 'Basketball' },
  tennis: { id: 5, tr: 'Tenis', en: 'Tennis' },
  volleyball: { id: 23, tr: 'Voleybol', en: 'Volleyball' },
  cs2: { id: 109, tr: 'Counter-Strike', en: 'Counter-Strike' },
  lol: { id: 110, tr: 'League of Legends', en: 'League of Legends' },
  dota2: { id: 111, tr: 'Dota 2', en: 'Dota 2' },
};

export type FixtureStatus = 'not_started' | 'live' | 'ended' | 'closed';

/** `sports/{lang}/sport_events/{urn}/fixture.xml`: the event, its tournament and competitors. */
export function fixtureXml(
  urn: string,
  f: FixtureBody,
  status: FixtureStatus,
  lang: Lang,
  generatedAt: number,
): string {
  const sport = SPORTS[f.sport as Sport];
  const tournament = element(
    'tournament',
    [
      ['id', f.tournament.urn],
      ['name', f.tournament.name[lang]],
    ],
    [
      element('sport', [
        ['id', `sr:sport:${sport?.id ?? 0}`],
        ['name', sport?.[lang] ?? f.sport],
      ]),
    ],
  );
  const competitors =
    f.kind === 'outright'
      ? (f.competitors ?? []).map((c) =>
          element('competitor', [
            ['id', c.urn],
            ['name', c.name],
          ]),
        )
      : [
          element('competitor', [
            ['id', f.home.urn],
            ['name', f.home.name],
            ['qualifier', 'home'],
          ]),
          element('competitor', [
            ['id', f.away.urn],
            ['name', f.away.name],
            ['qualifier', 'away'],
          ]),
        ];
  const fixture = element(
    'fixture',
    [
      ['id', urn],
      ['name', f.name?.[lang]],
      ['scheduled', f.startTime.replace(/\.\d{3}Z$/, 'Z')],
      ['start_time_tbd', false],
      ['status', status],
      ['liveodds', f.liveCoverage ? 'booked' : 'not_available'],
    ],
    [tournament, element('competitors', [], competitors)],
  );
  const stamp = new Date(generatedAt).toISOString().replace(/\.\d{3}Z$/, 'Z');
  return XML_DECLARATION + element('fixtures_fixture', [['generated_at', stamp]], [fixture]);
}

/** An error as the provider answers it. */
export function errorXml(code: 'FORBIDDEN' | 'NOT_FOUND', message: string): string {
  return (
    XML_DECLARATION +
    element('response', [['response_code', code]], [element('message', [], [escapeText(message)])])
  );
}

const escapeText = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
