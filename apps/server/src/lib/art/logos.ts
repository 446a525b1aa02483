import { FONT, esc, svgDoc } from './svg.ts';

type Mark = 'dot' | 'bar' | 'ring' | 'spark' | 'chevron';
/** Plain wordmarks in our own lettering (not the providers' artwork): main colour, accent, mark. */
const STYLES: Record<string, [string, string, Mark]> = {
  'Pragmatic Play': ['#ffffff', '#ff8a00', 'ring'],
  Evolution: ['#ffffff', '#e8c27a', 'bar'],
  EGT: ['#ffffff', '#e63946', 'chevron'],
  Amusnet: ['#ffffff', '#00b4d8', 'dot'],
  Hub88: ['#ffffff', '#9b5de5', 'ring'],
  "Play'n GO": ['#ffffff', '#2ec4b6', 'chevron'],
  NetEnt: ['#ffffff', '#7bd34f', 'bar'],
  'Red Tiger': ['#ffffff', '#ef233c', 'spark'],
  Ezugi: ['#ffffff', '#f4a261', 'dot'],
  Spribe: ['#ffffff', '#ff4d6d', 'spark'],
  Habanero: ['#ffffff', '#ffb703', 'chevron'],
  Playson: ['#ffffff', '#4cc9f0', 'bar'],
};

function mark(kind: Mark, color: string): string {
  switch (kind) {
    case 'dot':
      return `<circle cx="22" cy="40" r="9" fill="${color}"/>`;
    case 'ring':
      return `<circle cx="22" cy="40" r="11" fill="none" stroke="${color}" stroke-width="5"/>`;
    case 'bar':
      return `<rect x="12" y="24" width="8" height="32" rx="3" fill="${color}"/><rect x="24" y="32" width="8" height="24" rx="3" fill="${color}" opacity=".6"/>`;
    case 'spark':
      return `<path d="M22 24Q22 40 38 40Q22 40 22 56Q22 40 6 40Q22 40 22 24Z" fill="${color}"/>`;
    case 'chevron':
      return `<path d="M10 26L24 40L10 54M22 26L36 40L22 54" fill="none" stroke="${color}" stroke-width="5" stroke-linecap="round" stroke-linejoin="round"/>`;
  }
}

export function logoSvg(name: string): string {
  const [main, accent, kind] = STYLES[name] ?? ['#ffffff', '#f5b301', 'dot'];
  // As written: upper-casing cannot tell a Turkish word (Karadeniz → KARADENİZ) from an English one.
  const words = name.split(' ');
  const first = words[0] ?? name;
  const rest = words.slice(1).join(' ');
  const size = name.length > 10 ? 24 : 28;
  const fit = name.length * size * 0.58 > 186 ? ' textLength="186" lengthAdjust="spacingAndGlyphs"' : '';
  const body =
    mark(kind, accent) +
    `<text x="46" y="${40 + size * 0.36}" font-family="${FONT}" font-size="${size}" font-weight="900"${fit}>` +
    `<tspan fill="${main}">${esc(first)}</tspan>${rest ? `<tspan fill="${accent}"> ${esc(rest)}</tspan>` : ''}</text>`;
  return svgDoc(240, 80, body, name);
}
