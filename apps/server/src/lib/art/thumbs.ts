import { type Emblem, placeEmblem } from './emblems.ts';
import { SHADOW, linear, radial, svgDoc, text } from './svg.ts';

/** What a thumbnail is drawn from. */
export type ThumbArt = {
  slug: string;
  name: string;
  live: boolean;
  emblem: Emblem;
  colors: [string, string];
};

/** A square game thumbnail: the card shows it at 48 px, so the emblem carries it, the name helps larger. */
export function thumbSvg(g: ThumbArt): string {
  const [c0, c1] = g.colors;
  const body =
    `<defs>${linear('bg', [c0, c1])}${radial('glow', '#fff', 0.35)}${SHADOW}</defs>` +
    `<rect width="240" height="240" rx="28" fill="url(#bg)"/><circle cx="120" cy="100" r="100" fill="url(#glow)"/>` +
    placeEmblem(g.emblem, 120, 100, 0.78) +
    `<path d="M0 176H240V212A28 28 0 0 1 212 240H28A28 28 0 0 1 0 212Z" fill="#000" opacity=".35"/>` +
    // As written: upper-casing cannot know whether a name is Turkish (Ligi → LİGİ) or not (Bingo).
    text(g.name, { x: 120, y: 216, size: 22, fill: '#fff', max: 212, anchor: 'middle', em: 0.56 });
  return svgDoc(240, 240, body, g.name);
}
