import { mulberry32 } from '../seeded-random.ts';
/** Tiny SVG helpers for the demo artwork: no external fonts or hosts, only shapes and system fonts. */

export const FONT = "'Arial Black','Segoe UI Black','Helvetica Neue',Arial,Helvetica,sans-serif";

export const esc = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function svgDoc(w: number, h: number, body: string, label: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}" role="img" aria-label="${esc(label)}">` +
    `<title>${esc(label)}</title>${body}</svg>\n`
  );
}

/** A text line that is squeezed (never overflows) when a rough width estimate exceeds `max`. */
export function text(
  s: string,
  o: {
    x: number;
    y: number;
    size: number;
    fill: string;
    max?: number;
    anchor?: 'start' | 'middle' | 'end';
    weight?: number;
    extra?: string;
    /** Average glyph width in ems: 0.64 fits capitals; mixed case is narrower. */
    em?: number;
  },
): string {
  const estimate = s.length * o.size * (o.em ?? 0.64);
  const fit = o.max && estimate > o.max ? ` textLength="${o.max}" lengthAdjust="spacingAndGlyphs"` : '';
  const anchor = o.anchor && o.anchor !== 'start' ? ` text-anchor="${o.anchor}"` : '';
  return (
    `<text x="${o.x}" y="${o.y}" font-family="${FONT}" font-size="${o.size}" font-weight="${o.weight ?? 900}"` +
    ` fill="${o.fill}"${anchor}${fit}${o.extra ?? ''}>${esc(s)}</text>`
  );
}

export const linear = (id: string, stops: string[], x2 = 1, y2 = 1) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="${x2}" y2="${y2}">` +
  stops.map((c, i) => `<stop offset="${(i / (stops.length - 1)).toFixed(2)}" stop-color="${c}"/>`).join('') +
  `</linearGradient>`;

export const radial = (id: string, color: string, opacity = 0.55) =>
  `<radialGradient id="${id}"><stop offset="0" stop-color="${color}" stop-opacity="${opacity}"/>` +
  `<stop offset="1" stop-color="${color}" stop-opacity="0"/></radialGradient>`;

export const SHADOW =
  '<filter id="sh" x="-20%" y="-20%" width="140%" height="140%"><feDropShadow dx="0" dy="6" stdDeviation="8" flood-color="#000" flood-opacity=".45"/></filter>';

/** Deterministic pseudo-random numbers, so regenerating gives byte-identical files. */
export const prng = mulberry32;

/** Four-pointed sparkles and soft dots scattered over an area. */
export function sparkles(rand: () => number, n: number, w: number, h: number, color: string): string {
  let out = `<g fill="${color}">`;
  for (let i = 0; i < n; i++) {
    const x = Math.round(rand() * w);
    const y = Math.round(rand() * h);
    const r = Math.round(3 + rand() * 9);
    const o = (0.3 + rand() * 0.6).toFixed(1);
    out +=
      i % 3 === 0
        ? `<circle cx="${x}" cy="${y}" r="${Math.round(r / 2)}" opacity="${o}"/>`
        : `<path d="M${x} ${y - r}Q${x} ${y} ${x + r} ${y}Q${x} ${y} ${x} ${y + r}Q${x} ${y} ${x - r} ${y}Q${x} ${y} ${x} ${y - r}Z" opacity="${o}"/>`;
  }
  return `${out}</g>`;
}
