import type { Sport } from '@lalebet/shared';
import type { FeedEnvelope } from './envelope.ts';

/**
 * UOF sport ids (the routing key's 5th part). E-sports use Sportradar's ESport ids:
 * 109 Counter-Strike, 110 League of Legends, 111 Dota 2.
 */
export const SPORT_IDS: Record<Sport, number> = {
  soccer: 1,
  basketball: 2,
  tennis: 5,
  volleyball: 23,
  cs2: 109,
  lol: 110,
  dota2: 111,
};

const SYSTEM = new Set(['alive', 'snapshot_complete']);
/** Settlements are not time critical: UOF sends them as `lo`. */
const LOW = new Set([
  'bet_settlement',
  'rollback_bet_settlement',
  'bet_cancel',
  'rollback_bet_cancel',
  'fixture_change',
]);

/**
 * UOF's 8-part routing key `priority.prematch.live.type.sportId.urnPrefix.eventId.nodeId`, e.g.
 * `hi.pre.-.odds_change.1.sr:match.1234.-` or `-.-.-.alive.-.-.-.-` for system messages. The
 * envelope carries no sport: the caller passes it when known (from the event's fixture), else `-`.
 */
export function routingKey(message: FeedEnvelope, sportId?: number): string {
  if (SYSTEM.has(message.type) || message.eventUrn === '') return `-.-.-.${message.type}.-.-.-.-`;
  const priority = LOW.has(message.type) ? 'lo' : 'hi';
  const pre = message.producer === 3 ? 'pre' : '-';
  const live = message.producer === 1 ? 'live' : '-';
  const cut = message.eventUrn.lastIndexOf(':');
  const prefix = message.eventUrn.slice(0, cut);
  const id = message.eventUrn.slice(cut + 1);
  return [priority, pre, live, message.type, sportId ?? '-', prefix, id, '-'].join('.');
}
