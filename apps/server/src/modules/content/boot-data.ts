import type { FastifyInstance } from 'fastify';
import { cachedBody } from './reply-cache.ts';
import { getDomainStatus, getSiteOptions } from './site.service.ts';

/** The id of the element apps/web/src/lib/boot-data.ts reads. */
export const BOOT_DATA_ID = 'boot-data';

/**
 * The start-up answers the player site would otherwise fetch before it can lay out its shell
 * (site options and the domain banner), embedded in index.html as a JSON data block: the banner
 * is in the first layout instead of pushing the page down when its answer arrives (Lighthouse
 * counts that as layout shift), and the phone saves two round trips. A data block is never run,
 * so the strict CSP has nothing to allow. Keys are the API paths; values their envelopes.
 *
 * When the book has no match the home page's sports sections could show (none in play, no
 * soccer yet to start), a style element also sets the room those sections hold while their code
 * and answers load (`--home-sports-slot`, apps/web/src/styles/tokens.css) to zero: the room would
 * only collapse and shift the rows below (docs/decisions/038-home-page-lighthouse.md). Decided
 * before the first layout and with no script on the home route's JS budget; the CSP allows
 * inline styles; `:root:root` outranks tokens.css wherever that loads. Without it (the Vite dev
 * server, no feed) the page holds the room as before.
 */
export async function bootDataScript(app: FastifyInstance): Promise<string> {
  const [options, domains] = await Promise.all([
    cachedBody(app, 'boot:siteoptions', () => getSiteOptions(app.db)),
    cachedBody(app, 'boot:domainstatus', () => getDomainStatus(app.db)),
  ]);
  // `<` escaped: the text can never close the script element (JSON allows \u003c in strings).
  const json = `{"cms/siteoptionlist":${options},"cms/domainstatus":${domains}}`.replace(/</g, '\\u003c');
  const noSports = hasHomeSports(app) ? '' : '<style>:root:root{--home-sports-slot:0}</style>';
  return `${noSports}<script id="${BOOT_DATA_ID}" type="application/json">${json}</script>`;
}

/** Matches in play or soccer not yet started (the live strip, the popular matches); read from
 * the feed's in-memory catalogue. True without a feed: then nothing is known. */
function hasHomeSports(app: FastifyInstance): boolean {
  if (!app.hasDecorator('sportsbookFeed')) return true;
  const { catalogue } = app.sportsbookFeed;
  return (
    catalogue.sports(true, 'tr').length > 0 || catalogue.sports(false, 'tr').some((s) => s.sport === 'soccer')
  );
}
