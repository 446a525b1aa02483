import { ESPORTS, SPORTS, type Sport } from '@lalebet/shared/sportsbook';

export type SportsMode = 'sports' | 'live' | 'esports';

type ModeConfig = {
  /** Which events the list asks for: upcoming only, live only, or both (e-sports). */
  live: boolean | undefined;
  /** The sports the page offers, in menu order. */
  sports: readonly Sport[];
  /** With no sport chosen: every sport at once (null) or this one. */
  defaultSport: Sport | null;
  titleKey: string;
};

/**
 * The three list pages of docs/product.md §2: `/spor` (today's and upcoming matches),
 * `/livespor` (everything in play) and `/esports` (CS2, Dota 2 and LoL, upcoming and live).
 */
export const MODES: Record<SportsMode, ModeConfig> = {
  sports: {
    live: false,
    sports: SPORTS.filter((s) => !ESPORTS.includes(s)),
    defaultSport: 'soccer',
    titleKey: 'title.sports',
  },
  live: { live: true, sports: SPORTS, defaultSport: null, titleKey: 'title.live' },
  esports: { live: undefined, sports: ESPORTS, defaultSport: 'cs2', titleKey: 'title.esports' },
};

/** The page's mode from its path (`/spor/fcg` is `/spor`, `/esports/betco` is `/esports`). */
export const modeOf = (pathname: string): SportsMode =>
  pathname.startsWith('/livespor') ? 'live' : pathname.startsWith('/esports') ? 'esports' : 'sports';
