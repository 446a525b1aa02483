/**
 * Writes the demo artwork into apps/server/media. The SVGs are committed; run this again
 * after changing the seed data:  node apps/server/src/db/seed/media/generate.ts
 */
import fs from 'node:fs';
import path from 'node:path';
import { BANNERS } from '../data/banners.ts';
import { DEMO_GAMES } from '../data/games.ts';
import { PAYMENT_METHODS } from '../data/payment-methods.ts';
import { POPUP_BANNER } from '../data/popup.ts';
import { PROMOTIONS } from '../data/promotions.ts';
import { FOOTER_PROVIDERS, providerSlug } from '../data/providers.ts';
import { bannerSvg } from './banners.ts';
import { BANNER_LAYOUTS, POPUP_LAYOUTS, PROMOTION_LAYOUTS } from './layouts.ts';
import { logoSvg } from '../../../lib/art/logos.ts';
import { paymentLogoSvg } from './payment-logos.ts';
import { thumbSvg } from '../../../lib/art/thumbs.ts';

const MEDIA = path.resolve(import.meta.dirname, '../../../../media');
const LOCALES = ['tr', 'en'] as const;

function write(rel: string, svg: string) {
  const file = path.join(MEDIA, rel);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, svg);
}

BANNERS.forEach((b, i) => {
  for (const locale of LOCALES) {
    for (const [size, layout] of Object.entries(BANNER_LAYOUTS)) {
      write(`banners/${b.name}-${locale}-${size}.svg`, bannerSvg(b, locale, layout, i + 1));
    }
  }
});
for (const locale of LOCALES) {
  for (const [size, layout] of Object.entries(POPUP_LAYOUTS)) {
    write(`popups/${POPUP_BANNER.name}-${locale}-${size}.svg`, bannerSvg(POPUP_BANNER, locale, layout, 99));
  }
}
PROMOTIONS.forEach((p, i) => {
  for (const locale of LOCALES) {
    for (const [size, layout] of Object.entries(PROMOTION_LAYOUTS)) {
      write(`promotions/${p.slug}-${locale}-${size}.svg`, bannerSvg(p.art, locale, layout, 200 + i));
    }
  }
});
for (const name of FOOTER_PROVIDERS) write(`providers/${providerSlug(name)}.svg`, logoSvg(name));
for (const game of DEMO_GAMES) write(`games/${game.slug}.svg`, thumbSvg(game));
// Both directions of a method share one logo; the first (deposit) name labels it.
const logos = new Map(PAYMENT_METHODS.toReversed().map((m) => [m.logo, m]));
for (const [logo, m] of logos) write(logo.replace(/^\/media\//, ''), paymentLogoSvg(m.code, m.name));

const total = fs
  .readdirSync(MEDIA, { recursive: true, withFileTypes: true })
  .filter((d) => d.isFile())
  .reduce((sum, d) => sum + fs.statSync(path.join(d.parentPath, d.name)).size, 0);
console.log(`media written to ${MEDIA}: ${Math.round(total / 1024)} KiB`);
