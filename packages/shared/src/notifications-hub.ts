/**
 * The real-time contract, free of zod so the web's hub client can import it alone
 * (`@lalebet/shared/notifications-hub`). The zod schemas of the same shapes live in
 * notifications.ts; the server checks that the two agree. Protocol: docs/decisions/006-realtime-hub.md.
 */
import type { NotificationKind } from './enums.ts';

/** The product's hub (section 7), relative to the site root. */
export const HUB_PATH = '/hub/frnotify';
/** The one hub method the server invokes on the client. */
export const HUB_METHOD = 'NotifyMessage';

/** Client settings of the docs/product.md §9 ("Real-time client"). */
export const HUB_CLIENT = {
  serverTimeoutMs: 30_000,
  keepAliveIntervalMs: 15_000,
  /** Then stop: the fifth attempt is not made. */
  reconnectDelaysMs: [0, 2_000, 10_000, 30_000],
} as const;

/** What the server enforces (ADR 006). */
export const HUB_LIMITS = {
  /** A larger incoming WebSocket message closes the connection (code 1009). */
  maxMessageBytes: 4 * 1024,
  /** Per customer and server process; the oldest connection is closed to admit a new one. */
  maxConnectionsPerCustomer: 10,
  /** The server pings this often when it has sent nothing else. */
  pingIntervalMs: 15_000,
  /** A connection that sends nothing (not even a ping) for this long is closed. */
  clientTimeoutMs: 30_000,
  /** The handshake must arrive this soon after the socket opens. */
  handshakeTimeoutMs: 15_000,
} as const;

export type NotificationKindValue = (typeof NotificationKind)[keyof typeof NotificationKind];

/**
 * One notification as `customer/notification` lists it and the hub pushes it. `timeStamp` is
 * UTC 'YYYY-MM-DDTHH:mm:ss' with no zone marker (docs/product.md): append 'Z' before parsing.
 */
export type NotificationDto = {
  id: number;
  title: string;
  note: string;
  /** NotificationKind: Deposit 1, Withdraw 2, Jackpot 3, Bonus 4, System 5. */
  type: NotificationKindValue;
  timeStamp: string;
  isRead: boolean;
};

/** Why the server ended a session; the Logout command carries it. */
export type LogoutReason =
  | 'logout'
  | 'ended_by_customer'
  | 'password_changed'
  | 'password_reset'
  | 'idle'
  | 'expired'
  // The account locked after too many password attempts (docs/decisions/013-login-and-code-guessing.md).
  | 'locked'
  // Player protection (docs/decisions/024-player-protection.md).
  | 'timed_out'
  | 'self_excluded'
  | 'session_limit'
  | 'closed'
  // Staff ended every session from the back office (Player 360).
  | 'ended_by_staff';

export const HubCommand = {
  Notification: 'Notification',
  Balance: 'Balance',
  Bonus: 'Bonus',
  Notice: 'Notice',
  Profile: 'Profile',
  Logout: 'Logout',
  /** Sportsbook: price and status changes of the events a connection watches. */
  Odds: 'Odds',
  /** Sportsbook: a bet of the customer changed state (accepted, refused, settled, ...). */
  Bet: 'Bet',
  /** Player protection: a limit reached 80 %, a reality check is due, an exclusion began. */
  Protection: 'Protection',
} as const;
export type HubCommandName = (typeof HubCommand)[keyof typeof HubCommand];

/** A customer bonus's wagering after a settled bet (progress is pushed, not polled). */
export type BonusProgressDto = {
  id: number;
  /** CustomerBonusStatus: 'active' while wagering, 'completed' once converted to cash. */
  status: string;
  /** What is left of the bonus balance, in lira. */
  remaining: number;
  /** Counted stakes so far and the target, in lira. */
  wageringDone: number;
  wageringRequired: number;
};

/** The payload of each command. */
export type HubEventMap = {
  Notification: NotificationDto;
  /** Lira: cash (the product's balance) and the spendable bonus balance beside it (ADR 012). */
  Balance: { balance: number; bonusBalance: number };
  Bonus: BonusProgressDto;
  /** A passing word for the player, shown as a toast and not stored (e.g. why a bet was refused). */
  Notice: { title: string; note: string };
  /**
   * The session's phone fields changed (a phone verified on another device or tab): every open
   * tab updates its stored session, so no stale 'Verify your phone' prompt stays.
   */
  Profile: { phone: string; smsVerified: boolean };
  Logout: { reason: LogoutReason };
  Odds: OddsDelta;
  Bet: BetStateDto;
  Protection: ProtectionEventDto;
};

/**
 * Player protection pushes (docs/decisions/024-player-protection.md): `limit` at 80 % of a
 * limit (`percent`), `exclusion` when a time-out or exclusion began (the client then logs out on
 * the Logout that follows), `state` when anything on the protection page changed elsewhere.
 */
export type ProtectionEventDto =
  | {
      kind: 'limit';
      limit: 'deposit' | 'loss' | 'wager' | 'session';
      period: 'day' | 'week' | 'month';
      percent: number;
    }
  | { kind: 'exclusion'; until: string | null }
  | { kind: 'state' };

/**
 * Sportsbook subscriptions (docs/decisions/021-sportsbook-engine.md): the client invokes these
 * hub methods with a list of topics; guests may connect to watch. Topics: `event:<eventId>` for
 * one event, `live:<sport>` or `live:all` for a live list.
 */
export const HUB_WATCH_METHOD = 'Watch';
export const HUB_UNWATCH_METHOD = 'Unwatch';
export const MAX_WATCH_TOPICS = 200;

/** The topic of one event's odds. */
export const eventTopic = (eventId: string) => `event:${eventId}`;
/** The topic of a live list: one sport's live events, or `all` of them. */
export const liveTopic = (sport: string) => `live:${sport}`;
/**
 * Where one change of an event is published: its own topic and, while it is live, its sport's
 * live list and the list of all live events. Clients route a push by these (see NotifyMessage).
 */
export const oddsTopics = (eventId: string, sport: string, live: boolean): string[] =>
  live ? [eventTopic(eventId), liveTopic(sport), liveTopic('all')] : [eventTopic(eventId)];

/** What changed on one event; only the markets that changed, each carrying its `version` (and `prev`). */
export type OddsDelta = {
  eventId: string;
  status: string;
  live: {
    home: number;
    away: number;
    clock: string;
    periods: [number, number][];
    statistics?: { corners?: [number, number]; yellowCards?: [number, number]; redCards?: [number, number] };
  } | null;
  /** The whole timeline (as the event endpoint's), only when it changed since the last delta. */
  timeline?: { kind: string; team: 'home' | 'away'; minute: number | null; score?: [number, number] }[];
  markets: {
    id: number;
    specifiers: string;
    status: string;
    version: number;
    /**
     * The version last pushed for this line, when there was one: deltas are coalesced (ADR 021),
     * so `version` may move by more than one; a client that has `prev` missed nothing.
     */
    prev?: number;
    outcomes: { id: string; odds: number; active: boolean }[];
  }[];
};

/** One bet's new state; the client refetches the bet for the legs. Money in lira. */
export type BetStateDto = { id: string; status: string; payout: number | null; refusal: string | null };

/**
 * The single argument of every `NotifyMessage` invocation: `{ command, message }`. A push to
 * watchers (Odds) also carries `topics`, every topic it was published to: the server sends it
 * once per connection however many of them the connection watches, so the client routes it.
 */
export type NotifyMessage = {
  [C in HubCommandName]: { command: C; message: HubEventMap[C]; topics?: string[] };
}[HubCommandName];
