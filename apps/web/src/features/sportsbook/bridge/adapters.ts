import type { FrameCommandType, FrameEventType } from '@lalebet/shared/sportsbook-bridge';
import { postBetcoLaunch } from '../api/post-betco-launch';
import { postBetsyLaunch } from '../api/post-betsy-launch';

/** A launch as every adapter sees it: the frame's base, the single-use token, the provider's extras. */
export type FrameLaunch = { url: string; token: string; params: Record<string, string> };

type Message = { type: string; payload: Record<string, unknown> };

/**
 * A third-party sportsbook's frame: how to get a launch, where the frame loads from, which
 * origins may talk to us, and its dialect: its messages as our events, our commands as its.
 */
export type FrameAdapter = {
  launch(): Promise<FrameLaunch>;
  /** The frame URL for a launch, in the player's language. */
  src(launch: FrameLaunch, locale: 'tr' | 'en'): string;
  /** The origins the host accepts messages from and sends commands to. */
  origins(launch: FrameLaunch): string[];
  /** The provider's message as one of our events; null: not one we act on. */
  event(m: Message): (Message & { type: FrameEventType }) | null;
  /** Our command in the provider's vocabulary; null: the provider has none. */
  command(m: Message & { type: FrameCommandType }): Message | null;
};

const BETSY_EVENTS: readonly string[] = [
  'ready',
  'resize',
  'route',
  'loginRequested',
  'depositRequested',
  'betslipCount',
  'betPlaced',
  'sessionExpired',
  'error',
];

/** BETER's Betsy: `{betsyUrl}?locale=&cid=&token=` (docs/decisions/091-betsy-sportsbook-bridge.md). */
export const betsyAdapter: FrameAdapter = {
  launch: async () => {
    const l = await postBetsyLaunch();
    return { url: l.betsyUrl, token: l.betsyToken, params: { cid: l.betsyCid } };
  },
  src(launch, locale) {
    const url = new URL(launch.url);
    url.searchParams.set('locale', locale);
    url.searchParams.set('cid', launch.params.cid ?? '');
    url.searchParams.set('token', launch.token);
    return url.href;
  },
  origins: (launch) => [new URL(launch.url).origin],
  event: (m) => (BETSY_EVENTS.includes(m.type) ? (m as Message & { type: FrameEventType }) : null),
  command: (m) => m,
};

/**
 * The BetConstruct-style e-sports frame (docs/decisions/097-betco-esports-frame.md):
 * `{betcoUrl}/iframe-sportsbook/{lang}/esports?user_id&auth_token&odds_type=decimal`, and
 * SpringBuilder's messages (`loggedIn`, `loginRestored`, `loggedOut`, `openSlider`, `userBalance`).
 */
export const betcoAdapter: FrameAdapter = {
  launch: async () => {
    const l = await postBetcoLaunch();
    return { url: l.betcoUrl, token: l.betcoToken, params: { userId: l.betcoUserId } };
  },
  src(launch, locale) {
    const url = new URL(`${launch.url.replace(/\/+$/, '')}/iframe-sportsbook/${locale}/esports`);
    url.searchParams.set('user_id', launch.params.userId ?? '');
    url.searchParams.set('auth_token', launch.token);
    url.searchParams.set('odds_type', 'decimal');
    return url.href;
  },
  origins: (launch) => [new URL(launch.url).origin],
  event({ type, payload }) {
    const as = (t: FrameEventType) => ({ type: t, payload });
    if (type === 'loggedIn' || type === 'loginRestored') return as('ready');
    if (type === 'loggedOut') return as('sessionExpired');
    if (type === 'userBalance') return as('balanceReported');
    if (type === 'openSlider')
      return payload.type === 'registrationForm' ? as('registerRequested') : as('loginRequested');
    return type === 'resize' || type === 'error' ? as(type) : null;
  },
  command({ type, payload }) {
    if (type === 'setLocale') return { type: 'setLanguage', payload: { lang: payload.locale } };
    if (type === 'setToken') return { type: 'restoreLogin', payload };
    // The frame polls its wallet (getBalance) and answers with userBalance.
    if (type === 'balanceChanged') return { type: 'getBalance', payload: {} };
    return { type, payload };
  },
};

/** The provider a bridge route shows, from the site option; our own book unless it names one. */
export function frameProviderOf(option: string | undefined): 'betsy' | null {
  return option?.trim().toLowerCase() === 'betsy' ? 'betsy' : null;
}

/** `/esports/betco`'s provider, from the site option `esportssportsbook` (ADR 097). */
export function esportsProviderOf(option: string | undefined): 'betco' | null {
  return option?.trim().toLowerCase() === 'betco' ? 'betco' : null;
}

export const FRAME_ADAPTERS = { betsy: betsyAdapter, betco: betcoAdapter } satisfies Record<
  string,
  FrameAdapter
>;
