import type { Banner } from '../data/banners.ts';
import { placeEmblem } from '../../../lib/art/emblems.ts';
import { FONT, SHADOW, esc, linear, prng, radial, sparkles, svgDoc, text } from '../../../lib/art/svg.ts';

type Locale = 'tr' | 'en';
/**
 * `x` is the text's left edge, or its centre when `center`; `top` pins the text block instead of
 * centring it; `noCta` leaves out the call-to-action pill where the page has a real button.
 */
export type Layout = {
  w: number;
  h: number;
  x: number;
  title: number;
  max: number;
  ex: number;
  ey: number;
  es: number;
  center?: boolean;
  top?: number;
  noCta?: boolean;
};

const TULIP = 'M0 -13C-6 -9 -9 -3 -8 3C-7 8 -3 11 0 11C3 11 7 8 8 3C9 -3 6 -9 0 -13Z M0 11V22';

function backdrop(b: Banner, l: Layout, seed: number): string {
  const rand = prng(seed);
  const [c0, c1, c2] = b.colors;
  return (
    `<defs>${linear('bg', [c0, c1])}${radial('glow', c2, 0.6)}${linear('cta', ['#ffe066', '#f59f00'], 0, 1)}${SHADOW}</defs>` +
    `<rect width="${l.w}" height="${l.h}" fill="url(#bg)"/>` +
    `<g fill="#fff" opacity=".06"><path d="M${l.w * 0.45} 0H${l.w * 0.58}L${l.w * 0.38} ${l.h}H${l.w * 0.25}Z"/>` +
    `<path d="M${l.w * 0.66} 0H${l.w * 0.7}L${l.w * 0.5} ${l.h}H${l.w * 0.46}Z"/></g>` +
    `<circle cx="${l.ex}" cy="${l.ey}" r="${l.h * 0.62}" fill="url(#glow)"/>` +
    `<g fill="none" stroke="${c2}" stroke-opacity=".28" stroke-width="3"><circle cx="${l.ex}" cy="${l.ey}" r="${l.h * 0.44}"/>` +
    `<circle cx="${l.ex}" cy="${l.ey}" r="${l.h * 0.56}" stroke-dasharray="4 14"/></g>` +
    sparkles(rand, Math.round(l.w / 90), l.w, l.h, '#fff') +
    `<path d="M0 ${l.h * 0.82}Q${l.w * 0.3} ${l.h * 0.7} ${l.w * 0.6} ${l.h * 0.86}T${l.w} ${l.h * 0.8}V${l.h}H0Z" fill="#000" opacity=".22"/>`
  );
}

function copy(b: Banner, locale: Locale, l: Layout): string {
  const t = b[locale];
  const lines = (t.headline ?? t.title.toLocaleUpperCase(locale)).split('|');
  const lh = Math.round(l.title * 1.12);
  const sub = Math.round(l.title * 0.42);
  const ctaH = l.noCta ? 0 : Math.round(l.title * 0.95);
  const block = lines.length * lh + sub * 1.9 + ctaH;
  const anchor = l.center ? 'middle' : 'start';
  let y = Math.round((l.top ?? (l.h - block) / 2) + l.title * 0.85);
  let out = `<g filter="url(#sh)">`;
  for (const line of lines) {
    out += text(line, { x: l.x, y, size: l.title, fill: '#fff', max: l.max, anchor });
    y += lh;
  }
  out += '</g>';
  const ruleW = l.title * 1.2;
  out += `<rect x="${l.center ? l.x - ruleW / 2 : l.x}" y="${y - lh * 0.62}" width="${ruleW}" height="${Math.max(4, l.title / 14)}" rx="2" fill="${b.colors[2]}"/>`;
  y += Math.round(sub * 0.55);
  out += text(t.sub, {
    x: l.x,
    y,
    size: sub,
    fill: '#fff',
    max: l.max,
    weight: 700,
    anchor,
    extra: ' opacity=".92"',
  });
  if (l.noCta) return out;
  y += Math.round(sub * 0.8);
  const label = t.cta.toLocaleUpperCase(locale);
  const ctaW = Math.round(label.length * ctaH * 0.36 + ctaH * 1.3);
  const ctaX = l.center ? l.x - ctaW / 2 : l.x;
  out +=
    `<rect x="${ctaX}" y="${y}" width="${ctaW}" height="${ctaH}" rx="${ctaH / 2}" fill="url(#cta)"/>` +
    text(label, {
      x: ctaX + ctaW / 2,
      y: y + ctaH * 0.64,
      size: Math.round(ctaH * 0.4),
      fill: '#3b1d00',
      anchor: 'middle',
    });
  return out;
}

function brand(l: Layout): string {
  const s = Math.min(l.w, l.h) / 400;
  const x = l.center ? l.x - 60 * s : l.x;
  return (
    `<g transform="translate(${x} ${Math.round(30 * s)}) scale(${s.toFixed(2)})" opacity=".9">` +
    `<path d="${TULIP}" fill="#ff4d6d" stroke="#fff" stroke-width="1.5" transform="translate(10 14)"/>` +
    `<text x="26" y="22" font-family="${FONT}" font-size="20" font-weight="900" fill="#fff">${esc('LaleBet')}</text></g>`
  );
}

export function bannerSvg(b: Banner, locale: Locale, l: Layout, seed: number): string {
  const body = backdrop(b, l, seed) + placeEmblem(b.emblem, l.ex, l.ey, l.es) + brand(l) + copy(b, locale, l);
  return svgDoc(l.w, l.h, body, b[locale].title.replace('|', ' '));
}
