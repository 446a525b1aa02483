import {
  HubCommand,
  type HubCommandName,
  type HubEventMap,
  type NotifyMessage,
} from '@lalebet/shared/notifications-hub';
import { isBetState, isOddsDelta, isTopicList } from '@/lib/hub-shapes';

/** What the app does for each command (Notification, Balance, Logout, Bonus, Notice, Profile, Odds, Bet, Protection). */
export type HubHandlers = { [C in HubCommandName]: (message: HubEventMap[C]) => void };

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;
const isAmount = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

const LIMITS = ['deposit', 'loss', 'wager', 'session'];
const PERIODS = ['day', 'week', 'month'];

/** ProtectionEventDto (docs/decisions/024-player-protection.md): limit at 80 %, exclusion, state. */
function isProtectionEvent(m: Record<string, unknown>): boolean {
  if (m.kind === 'state') return true;
  if (m.kind === 'exclusion') return typeof m.until === 'string' || m.until === null;
  return (
    m.kind === 'limit' &&
    LIMITS.includes(String(m.limit)) &&
    PERIODS.includes(String(m.period)) &&
    isAmount(m.percent)
  );
}

/**
 * A zod-free check of the `{ command, message }` argument, enough that a handler never gets
 * the wrong shape (zod stays out of the logged-in player's first chunks).
 */
export function isNotifyMessage(value: unknown): value is NotifyMessage {
  if (!isObject(value) || !isObject(value.message) || !isTopicList(value.topics)) return false;
  const m = value.message;
  switch (value.command) {
    case HubCommand.Notification:
      return (
        typeof m.id === 'number' &&
        typeof m.title === 'string' &&
        typeof m.note === 'string' &&
        typeof m.type === 'number' &&
        typeof m.timeStamp === 'string' &&
        typeof m.isRead === 'boolean'
      );
    case HubCommand.Balance:
      return isAmount(m.balance) && isAmount(m.bonusBalance);
    case HubCommand.Bonus:
      return (
        typeof m.id === 'number' &&
        typeof m.status === 'string' &&
        isAmount(m.remaining) &&
        isAmount(m.wageringDone) &&
        isAmount(m.wageringRequired)
      );
    case HubCommand.Notice:
      return typeof m.title === 'string' && typeof m.note === 'string';
    case HubCommand.Profile:
      return typeof m.phone === 'string' && typeof m.smsVerified === 'boolean';
    case HubCommand.Logout:
      return typeof m.reason === 'string';
    case HubCommand.Odds:
      return isOddsDelta(m);
    case HubCommand.Bet:
      return isBetState(m);
    case HubCommand.Protection:
      return isProtectionEvent(m);
    default:
      return false;
  }
}

/** Routes one `NotifyMessage` to its handler; unknown or malformed messages are ignored. */
export function dispatchHubMessage(value: unknown, handlers: HubHandlers): boolean {
  if (!isNotifyMessage(value)) return false;
  // The union is narrowed per command at run time; TypeScript cannot follow the index.
  (handlers[value.command] as (message: unknown) => void)(value.message);
  return true;
}
