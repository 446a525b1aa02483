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
 */
export async function bootDataScript(app: FastifyInstance): Promise<string> {
  const [options, domains] = await Promise.all([
    cachedBody(app, 'boot:siteoptions', () => getSiteOptions(app.db)),
    cachedBody(app, 'boot:domainstatus', () => getDomainStatus(app.db)),
  ]);
  // `<` escaped: the text can never close the script element (JSON allows \u003c in strings).
  const json = `{"cms/siteoptionlist":${options},"cms/domainstatus":${domains}}`.replace(/</g, '\\u003c');
  return `<script id="${BOOT_DATA_ID}" type="application/json">${json}</script>`;
}
