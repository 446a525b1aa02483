import { SITE_OPTION_KEYS } from '@lalebet/shared/site-options';
import { useLocation, useParams } from 'react-router';
import { paths } from '@/config/paths';
import { useSiteOptions } from '@/features/content/api/get-site-options';
import { esportsProviderOf, frameProviderOf } from '@/features/sportsbook/bridge/adapters';
import { SportsbookFrame } from '@/features/sportsbook/bridge/sportsbook-frame';
import { EventPage } from '@/features/sportsbook/pages/event-page';
import { modeOf } from '@/features/sportsbook/pages/modes';
import { ResultsPage } from '@/features/sportsbook/pages/results-page';
import { SportsPage } from '@/features/sportsbook/pages/sports-page';
import { PlayGuard } from '../layout/play-guard';
import guard from '../layout/play-guard.module.css';

/**
 * The sportsbook's routes, in one chunk on purpose: each lazy chunk adds its name to the entry's
 * preload map, and the home route's JS budget (scripts/check-bundle.ts) has no room for several.
 */

/** `/spor`, `/livespor`, `/esports` and their bridge aliases (docs/product.md §2.1); `/sonuclar`. */
export default function SportsRoute() {
  const { pathname } = useLocation();
  const mode = modeOf(pathname);
  const { data: options } = useSiteOptions();
  // The bridge aliases show a third-party sportsbook when the site option names one (ADR 091;
  // `/esports/betco` with `esportssportsbook`: docs/decisions/097-betco-esports-frame.md).
  const bridged = pathname === paths.sportsFcg || pathname === paths.liveSportsFcg;
  const provider = bridged
    ? frameProviderOf(options?.[SITE_OPTION_KEYS.fcgSportsbook])
    : pathname === paths.esportsBetco
      ? esportsProviderOf(options?.[SITE_OPTION_KEYS.esportsSportsbook])
      : null;
  // `/sonuclar` shares this route's entry in the router (the home budget): no play there, no guard.
  if (pathname === paths.results) return <ResultsPage />;
  // No banner carousel here: the matches are what a player comes for, above the fold on a phone.
  // A new mode is a new page: no search term carries over.
  return (
    <PlayGuard>
      {(clock) => (
        <>
          {clock && <div className={guard.clockLine}>{clock}</div>}
          {provider ? <SportsbookFrame provider={provider} /> : <SportsPage key={mode} mode={mode} />}
        </>
      )}
    </PlayGuard>
  );
}

/** `/spor/mac/:eventId`: one event with all its markets. */
export function SportsEventRoute() {
  const { eventId = '' } = useParams();
  return (
    <PlayGuard>
      {(clock) => (
        <>
          {clock && <div className={guard.clockLine}>{clock}</div>}
          <EventPage key={eventId} eventId={eventId} />
        </>
      )}
    </PlayGuard>
  );
}
