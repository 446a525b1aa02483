import {
  AWAY,
  type Description,
  HCP_TWO_WAY,
  HOME,
  ONE_X_TWO,
  OVER_UNDER,
  type Text,
  YES_NO,
} from './market-texts.ts';

/**
 * The deeper markets (docs/decisions/080-deeper-simulator-markets.md): team totals, halves,
 * quarters, combined markets, goalscorers, cards, corners, player points, sets, maps. UOF ids;
 * 1331 (map total kills) and 1332 (map first blood) are our own.
 */
const both = (a: Text, b: Text): Text => ({ tr: `${a.tr} ve ${b.tr}`, en: `${a.en} & ${b.en}` });
const R = ONE_X_TWO;
const D = { '1X': { tr: '1X', en: '1X' }, '12': { tr: '12', en: '12' }, X2: { tr: 'X2', en: 'X2' } };
const [OVER, UNDER] = [OVER_UNDER['12'], OVER_UNDER['13']];
const [YES, NO] = [YES_NO['74'], YES_NO['76']];
const outcomes = (pairs: [string, Text, Text][]) =>
  Object.fromEntries(pairs.map(([id, a, b]) => [id, both(a, b)]));
const NO_GOAL = { '1716': { tr: 'Gol Yok', en: 'No goal' } };
const m = (
  tr: string,
  en: string,
  group: Description['group'],
  outs?: Record<string, Text>,
): Description => ({
  name: { tr, en },
  group,
  ...(outs ? { outcomes: outs } : {}),
});

export const MORE_MARKETS: Record<number, Description> = {
  19: m('{home} Alt/Üst {total}', '{home} total {total}', 'goals', OVER_UNDER),
  20: m('{away} Alt/Üst {total}', '{away} total {total}', 'goals', OVER_UNDER),
  26: m('Tek/Çift', 'Odd/even', 'goals', {
    '70': { tr: 'Tek', en: 'Odd' },
    '72': { tr: 'Çift', en: 'Even' },
  }),
  35: m(
    'Maç Sonucu ve Karşılıklı Gol',
    '1X2 & both teams to score',
    'combos',
    outcomes([
      ['78', R['1'], YES],
      ['80', R['1'], NO],
      ['82', R['2'], YES],
      ['84', R['2'], NO],
      ['86', R['3'], YES],
      ['88', R['3'], NO],
    ]),
  ),
  36: m(
    'Alt/Üst {total} ve Karşılıklı Gol',
    'Total {total} & both teams to score',
    'combos',
    outcomes([
      ['90', OVER, YES],
      ['92', UNDER, YES],
      ['94', OVER, NO],
      ['96', UNDER, NO],
    ]),
  ),
  37: m(
    'Maç Sonucu ve Alt/Üst {total}',
    '1X2 & total {total}',
    'combos',
    outcomes([
      ['794', R['1'], UNDER],
      ['796', R['1'], OVER],
      ['798', R['2'], UNDER],
      ['800', R['2'], OVER],
      ['802', R['3'], UNDER],
      ['804', R['3'], OVER],
    ]),
  ),
  546: m(
    'Çifte Şans ve Karşılıklı Gol',
    'Double chance & both teams to score',
    'combos',
    outcomes([
      ['1718', D['1X'], YES],
      ['1719', D['1X'], NO],
      ['1720', D['12'], YES],
      ['1721', D['12'], NO],
      ['1722', D.X2, YES],
      ['1723', D.X2, NO],
    ]),
  ),
  547: m(
    'Çifte Şans ve Alt/Üst {total}',
    'Double chance & total {total}',
    'combos',
    outcomes([
      ['1724', D['1X'], UNDER],
      ['1725', D['12'], UNDER],
      ['1726', D.X2, UNDER],
      ['1727', D['1X'], OVER],
      ['1728', D['12'], OVER],
      ['1729', D.X2, OVER],
    ]),
  ),
  38: m('{goalnr}. Golü Atan Oyuncu', 'Goalscorer of goal {goalnr}', 'players', NO_GOAL),
  39: m('Son Golü Atan Oyuncu', 'Last goalscorer', 'players', NO_GOAL),
  40: m('Maçta Gol Atan Oyuncu', 'Anytime goalscorer', 'players', NO_GOAL),
  63: m('İlk Yarı Çifte Şans', '1st half - double chance', 'halves', {
    '9': D['1X'],
    '10': D['12'],
    '11': D.X2,
  }),
  66: m('İlk Yarı Handikap ({+hcp})', '1st half - handicap ({+hcp})', 'halves', HCP_TWO_WAY),
  68: m('İlk Yarı Alt/Üst {total}', '1st half - total {total}', 'halves', OVER_UNDER),
  75: m('İlk Yarı Karşılıklı Gol', '1st half - both teams to score', 'halves', YES_NO),
  83: m('İkinci Yarı Sonucu', '2nd half - result', 'halves', ONE_X_TWO),
  90: m('İkinci Yarı Alt/Üst {total}', '2nd half - total {total}', 'halves', OVER_UNDER),
  95: m('İkinci Yarı Karşılıklı Gol', '2nd half - both teams to score', 'halves', YES_NO),
  136: m('Kart Sonucu', 'Booking 1X2', 'cards', ONE_X_TWO),
  139: m('Toplam Kart {total}', 'Total bookings {total}', 'cards', OVER_UNDER),
  162: m('Korner Sonucu', 'Corner 1X2', 'corners', ONE_X_TWO),
  169: m('{home} Korner Alt/Üst {total}', '{home} total corners {total}', 'corners', OVER_UNDER),
  170: m('{away} Korner Alt/Üst {total}', '{away} total corners {total}', 'corners', OVER_UNDER),
  227: m(
    '{home} Alt/Üst (Uzatmalar Dahil) {total}',
    '{home} total (incl. overtime) {total}',
    'main',
    OVER_UNDER,
  ),
  228: m(
    '{away} Alt/Üst (Uzatmalar Dahil) {total}',
    '{away} total (incl. overtime) {total}',
    'main',
    OVER_UNDER,
  ),
  235: m('{quarternr}. Çeyrek Sonucu', '{quarternr}. quarter - 1X2', 'quarters', ONE_X_TWO),
  236: m(
    '{quarternr}. Çeyrek Alt/Üst {total}',
    '{quarternr}. quarter - total {total}',
    'quarters',
    OVER_UNDER,
  ),
  921: m('{player} Sayı Alt/Üst {total}', '{player} points (incl. overtime) {total}', 'players', OVER_UNDER),
  188: m('Set Handikapı ({+hcp})', 'Set handicap ({+hcp})', 'handicap', HCP_TWO_WAY),
  189: m('Toplam Oyun {total}', 'Total games {total}', 'main', OVER_UNDER),
  204: m('{setnr}. Set Toplam Oyun {total}', '{setnr}. set - total games {total}', 'sets', OVER_UNDER),
  328: m('Toplam Harita {total}', 'Total maps {total}', 'maps', OVER_UNDER),
  199: m('Skor', 'Correct score', 'score'),
  1331: m('{mapnr}. Harita Toplam Kill {total}', 'Map {mapnr} - total kills {total}', 'maps', OVER_UNDER),
  1332: m('{mapnr}. Harita İlk Kan', 'Map {mapnr} - first blood', 'maps', { '4': HOME, '5': AWAY }),
};
