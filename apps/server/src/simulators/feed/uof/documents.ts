import type { Lang } from '../../../lib/feed/uof/fixture.ts';
import { MARKETS } from '../../../lib/feed/markets.ts';
import { XML_DECLARATION, element } from '../../../lib/feed/uof/xml.ts';

/**
 * The UOF REST documents the simulator serves (docs/decisions/081-uof-xml-codec.md), shaped as
 * Sportradar's API answers them: whoami, producers, market descriptions and a fixture (its writer
 * is lib/feed/uof/fixture.ts, next to the parser the feed consumer reads it with).
 */
export { LANGS, type Lang, fixtureXml } from '../../../lib/feed/uof/fixture.ts';

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

/** An error as the provider answers it. */
export function errorXml(code: 'FORBIDDEN' | 'NOT_FOUND' | 'BAD_REQUEST', message: string): string {
  return (
    XML_DECLARATION +
    element('response', [['response_code', code]], [element('message', [], [escapeText(message)])])
  );
}

/** A request the provider takes on and answers later on the feed (recovery). */
export function acceptedXml(action: string): string {
  return (
    XML_DECLARATION +
    element('response', [['response_code', 'ACCEPTED']], [element('action', [], [escapeText(action)])])
  );
}

/** The replay server's answer to a control call that took effect at once. */
export function okXml(action: string, message: string): string {
  return (
    XML_DECLARATION +
    element(
      'response',
      [['response_code', 'OK']],
      [element('action', [], [escapeText(action)]), element('message', [], [escapeText(message)])],
    )
  );
}

/** The replay list in order, positions from 1 (GET /replay/). */
export function replaySetXml(urns: readonly string[]): string {
  const events = urns.map((id, i) =>
    element('replay_event', [
      ['id', id],
      ['position', i + 1],
    ]),
  );
  return XML_DECLARATION + element('replay_set_content', [], events);
}

/** The replay player's state (GET /replay/status), with the event of its last message if any. */
export function playerStatusXml(status: 'PLAYING' | 'STOPPED', lastEvent?: string): string {
  const attrs: [string, string][] = [['status', status]];
  if (lastEvent) attrs.push(['last_msg_from_event', lastEvent]);
  return XML_DECLARATION + element('player_status', attrs);
}

const escapeText = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
