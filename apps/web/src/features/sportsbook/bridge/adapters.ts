import type { BetsyLaunch, SportsbookProvider } from '@lalebet/shared/sportsbook-bridge';

/** A third-party sportsbook's frame: where it loads from and which origins may talk to us. */
export type FrameAdapter = {
  /** The frame URL for a launch, in the player's language. */
  src(launch: BetsyLaunch, locale: 'tr' | 'en'): string;
  /** The origins the host accepts messages from and sends commands to. */
  origins(launch: BetsyLaunch): string[];
};

/** BETER's Betsy: `{betsyUrl}?locale=&cid=&token=` (docs/decisions/091-betsy-sportsbook-bridge.md). */
export const betsyAdapter: FrameAdapter = {
  src(launch, locale) {
    const url = new URL(launch.betsyUrl);
    url.searchParams.set('locale', locale);
    url.searchParams.set('cid', launch.betsyCid);
    url.searchParams.set('token', launch.betsyToken);
    return url.href;
  },
  origins: (launch) => [new URL(launch.betsyUrl).origin],
};

/** The provider a bridge route shows, from the site option; our own book unless it names one. */
export function frameProviderOf(option: string | undefined): Exclude<SportsbookProvider, 'native'> | null {
  return option?.trim().toLowerCase() === 'betsy' ? 'betsy' : null;
}

export const FRAME_ADAPTERS: Record<Exclude<SportsbookProvider, 'native'>, FrameAdapter> = {
  betsy: betsyAdapter,
};
