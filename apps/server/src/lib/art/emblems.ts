import { FONT, linear } from './svg.ts';

/** Illustrations drawn in a 200 x 200 box centred on 0,0; banners and thumbnails place and scale them. */
export const EMBLEMS = {
  gift: () =>
    `<defs>${linear('eg', ['#ff4d6d', '#b5179e'])}${linear('er', ['#ffe066', '#f5b301'], 0, 1)}</defs>` +
    '<rect x="-72" y="-14" width="144" height="98" rx="10" fill="url(#eg)"/>' +
    '<rect x="-84" y="-46" width="168" height="38" rx="8" fill="url(#eg)" stroke="#fff" stroke-opacity=".25"/>' +
    '<rect x="-13" y="-46" width="26" height="130" fill="url(#er)"/>' +
    '<path d="M0-46C-20-92-78-86-62-58C-52-42-18-46 0-46Z" fill="url(#er)"/>' +
    '<path d="M0-46C20-92 78-86 62-58C52-42 18-46 0-46Z" fill="url(#er)"/>',
  ball: () =>
    '<circle r="88" fill="#fff" stroke="#1b1b1b" stroke-width="4"/>' +
    '<path d="M0-30L28.5-9.3L17.6 24.3H-17.6L-28.5-9.3Z" fill="#1b1b1b"/>' +
    '<g stroke="#1b1b1b" stroke-width="4"><path d="M0-30V-62M28.5-9.3L59-19M17.6 24.3L37 51M-17.6 24.3L-37 51M-28.5-9.3L-59-19"/></g>' +
    '<g fill="#1b1b1b"><path d="M-18-86L18-86L0-62Z"/><path d="M82-32L74 8L59-19Z"/><path d="M56 70L22 84L37 51Z"/>' +
    '<path d="M-56 70L-22 84L-37 51Z"/><path d="M-82-32L-74 8L-59-19Z"/></g>',
  basketball: () =>
    `<defs>${linear('eb', ['#ffa24c', '#e85d04'])}</defs><circle r="88" fill="url(#eb)"/>` +
    '<g fill="none" stroke="#3a1500" stroke-width="5"><circle r="88"/><path d="M-88 0H88M0-88V88"/>' +
    '<path d="M-62-62C-30-30-30 30-62 62M62-62C30-30 30 30 62 62"/></g>',
  plane: () =>
    '<path d="M-95 70Q-20 60 40-40" fill="none" stroke="#ff3b3b" stroke-width="8" stroke-dasharray="14 10" stroke-linecap="round"/>' +
    '<g transform="translate(45 -48) rotate(-32)"><path d="M-60 0Q-60-14-40-14H50Q70-14 74 0Q70 14 50 14H-40Q-60 14-60 0Z" fill="#e63946"/>' +
    '<path d="M-8-12L-30-62H-12L22-12ZM-8 12L-30 62H-12L22 12Z" fill="#c1121f"/><path d="M-52-8L-66-34H-56L-40-10Z" fill="#c1121f"/>' +
    '<circle cx="58" cy="-2" r="6" fill="#bde0fe"/><rect x="72" y="-22" width="5" height="44" rx="2" fill="#fff" opacity=".8"/></g>',
  percent: () =>
    `<defs>${linear('ep', ['#ffe066', '#f59f00'])}</defs><circle r="86" fill="url(#ep)" stroke="#fff" stroke-width="6"/>` +
    `<text y="40" font-family="${FONT}" font-size="118" font-weight="900" fill="#7a2e00" text-anchor="middle">%</text>`,
  seven: () =>
    `<defs>${linear('es', ['#ffd43b', '#f08c00'])}</defs><rect x="-96" y="-70" width="192" height="140" rx="18" fill="url(#es)"/>` +
    '<rect x="-84" y="-56" width="168" height="112" rx="10" fill="#fff"/>' +
    [-56, 0, 56]
      .map(
        (x) =>
          `<text x="${x}" y="30" font-family="${FONT}" font-size="84" font-weight="900" fill="#e03131" text-anchor="middle">7</text>`,
      )
      .join('') +
    '<path d="M-28-56V56M28-56V56" stroke="#dee2e6" stroke-width="4"/>',
  chip: () =>
    '<circle r="88" fill="#c92a2a"/><circle r="88" fill="none" stroke="#fff" stroke-width="18" stroke-dasharray="34 35"/>' +
    '<circle r="58" fill="#a61e1e" stroke="#fff" stroke-width="4" stroke-dasharray="6 6"/>' +
    `<text y="26" font-family="${FONT}" font-size="74" font-weight="900" fill="#fff" text-anchor="middle">₺</text>`,
  cards: () => card(-28, -10, '♠', '#111') + card(30, 6, '♥', '#e03131'),
  roulette: () =>
    '<circle r="94" fill="#6b3a1e"/><circle r="80" fill="#1b1b1b"/>' +
    '<circle r="64" fill="none" stroke="#d62828" stroke-width="30" stroke-dasharray="10.87 10.87"/>' +
    '<circle r="64" fill="none" stroke="#2b9348" stroke-width="30" stroke-dasharray="10.87 391.3"/>' +
    '<circle r="46" fill="#2d1a0e"/><circle r="20" fill="#f5b301"/>' +
    '<path d="M0-42V42M-42 0H42" stroke="#f5b301" stroke-width="6" stroke-linecap="round"/><circle cx="40" cy="-52" r="8" fill="#fff"/>',
  trophy: () =>
    `<defs>${linear('et', ['#fff3bf', '#f5b301', '#b07d00'])}</defs>` +
    '<path d="M-58-80H58V-20Q58 40 0 48Q-58 40-58-20Z" fill="url(#et)"/>' +
    '<path d="M-58-64H-86Q-92-10-50 8M58-64H86Q92-10 50 8" fill="none" stroke="#f5b301" stroke-width="10"/>' +
    '<rect x="-12" y="46" width="24" height="26" fill="#b07d00"/><rect x="-46" y="70" width="92" height="18" rx="4" fill="url(#et)"/>' +
    `<text y="-6" font-family="${FONT}" font-size="44" font-weight="900" fill="#7a4f00" text-anchor="middle">1</text>`,
  bolt: () =>
    `<defs>${linear('el', ['#fff3bf', '#fcc419', '#f08c00'], 0, 1)}</defs>` +
    '<path d="M22-96L-62 14H-6L-26 96L64-20H6Z" fill="url(#el)" stroke="#fff" stroke-width="5" stroke-linejoin="round"/>',
  star: () =>
    `<defs>${linear('est', ['#fff3bf', '#fab005'])}</defs>` +
    '<path d="M0-92L24-30L90-28L38 12L56 78L0 40L-56 78L-38 12L-90-28L-24-30Z" fill="url(#est)" stroke="#fff" stroke-width="5" stroke-linejoin="round"/>',
  dice: () => die(-40, -24, -14, 5) + die(44, 22, 12, 3),
  horse: () =>
    `<defs>${linear('eho', ['#d08a4c', '#7a3b14'])}</defs>` +
    '<path d="M36-84L58-72L56-54L76-46L72-28L90-18L84 2L100 12L94 32L104 44L96 62L104 80L94 96H70Z" fill="#2b1206" stroke="#fff" stroke-width="5" stroke-linejoin="round"/>' +
    '<path d="M22-98L8-64Q-22-54-46-22Q-68 8-84 40Q-94 62-76 72Q-58 80-40 66Q-22 54-2 48Q14 64 16 96H84Q84 20 62-30Q54-52 46-66L44-100L32-76Z" fill="url(#eho)" stroke="#fff" stroke-width="5" stroke-linejoin="round"/>' +
    '<path d="M-12-50Q-40-14-62 28Q-72 48-70 60Q-58 42-48 24Q-28-10-6-46Z" fill="#fff"/>' +
    '<circle cx="-12" cy="-22" r="8" fill="#1b0c02"/><circle cx="-9" cy="-25" r="2.5" fill="#fff"/><ellipse cx="-76" cy="54" rx="6" ry="4" fill="#1b0c02"/>' +
    '<path d="M-74 28L-26 48M24-54L-26 48" fill="none" stroke="#e63946" stroke-width="7" stroke-linecap="round"/><circle cx="-26" cy="48" r="7" fill="#f5b301"/>',
} satisfies Record<string, () => string>;

export type Emblem = keyof typeof EMBLEMS;

function card(x: number, deg: number, suit: string, color: string): string {
  return (
    `<g transform="translate(${x} 0) rotate(${deg})"><rect x="-52" y="-74" width="104" height="148" rx="12" fill="#fff" stroke="#ced4da" stroke-width="3"/>` +
    `<text x="-34" y="-40" font-family="${FONT}" font-size="30" font-weight="900" fill="${color}">A</text>` +
    `<text y="34" font-family="${FONT}" font-size="76" fill="${color}" text-anchor="middle">${suit}</text></g>`
  );
}

function die(x: number, y: number, deg: number, pips: 3 | 5): string {
  const spots =
    pips === 5
      ? [
          [-22, -22],
          [22, -22],
          [0, 0],
          [-22, 22],
          [22, 22],
        ]
      : [
          [-22, -22],
          [0, 0],
          [22, 22],
        ];
  return (
    `<g transform="translate(${x} ${y}) rotate(${deg})"><rect x="-46" y="-46" width="92" height="92" rx="16" fill="#fff" stroke="#adb5bd" stroke-width="3"/>` +
    spots.map(([cx, cy]) => `<circle cx="${cx}" cy="${cy}" r="9" fill="#c92a2a"/>`).join('') +
    '</g>'
  );
}

/** An emblem at (x, y), scaled, with the shared drop shadow (`SHADOW` must be in the file). */
export function placeEmblem(name: Emblem, x: number, y: number, scale: number): string {
  return `<g transform="translate(${x} ${y}) scale(${scale})" filter="url(#sh)">${EMBLEMS[name]()}</g>`;
}
