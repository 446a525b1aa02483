import type { Sport } from '@lalebet/shared';

/**
 * The simulated world's competitions. Teams are listed roughly strongest first; the world derives
 * each side's strength from its place. Names use their real spelling (ç ğ ı İ ö ş ü, Ž, Ś).
 */
export type League = {
  key: string;
  sport: Sport;
  /** Sportradar-like tournament id (sr:tournament:<n>). */
  id: number;
  name: { tr: string; en: string };
  country: string;
  /** Model variant: 'nba' quarters are 12 minutes. */
  variant?: string;
  /** Share of the sport's fixtures. */
  weight: number;
  teams: string[];
};

/** Team lists as one string each, so the file stays a table. */
const t = (names: string) => names.split('|');

const SUPER_LIG = t(
  'Galatasaray|Fenerbahçe|Beşiktaş|Trabzonspor|Başakşehir|Göztepe|Samsunspor|Kasımpaşa|Antalyaspor|Konyaspor|Alanyaspor|Kayserispor|Gaziantep FK|Rizespor|Eyüpspor|Kocaelispor|Gençlerbirliği|Karagümrük',
);

export const LEAGUES: League[] = [
  {
    key: 'super-lig',
    sport: 'soccer',
    id: 52,
    name: { tr: 'Süper Lig', en: 'Süper Lig' },
    country: 'tr',
    weight: 4,
    teams: SUPER_LIG,
  },
  {
    key: 'tff-1',
    sport: 'soccer',
    id: 98,
    name: { tr: 'TFF 1. Lig', en: 'TFF 1. Lig' },
    country: 'tr',
    weight: 2,
    teams: t(
      'Bandırmaspor|Sakaryaspor|Bodrum FK|Erzurumspor FK|Pendikspor|Manisa FK|Esenler Erokspor|Iğdır FK|Ümraniyespor|Boluspor|Amedspor|Keçiörengücü|Sivasspor|Hatayspor|Çorum FK|Adana Demirspor',
    ),
  },
  {
    key: 'premier-league',
    sport: 'soccer',
    id: 17,
    name: { tr: 'Premier Lig', en: 'Premier League' },
    country: 'gb-eng',
    weight: 3,
    teams: t(
      'Liverpool|Arsenal|Manchester City|Chelsea|Newcastle United|Aston Villa|Tottenham Hotspur|Manchester United|Brighton|West Ham United',
    ),
  },
  {
    key: 'la-liga',
    sport: 'soccer',
    id: 8,
    name: { tr: 'La Liga', en: 'La Liga' },
    country: 'es',
    weight: 2,
    teams: t(
      'Real Madrid|Barcelona|Atlético Madrid|Athletic Bilbao|Villarreal|Real Sociedad|Real Betis|Girona|Sevilla|Valencia',
    ),
  },
  {
    key: 'serie-a',
    sport: 'soccer',
    id: 23,
    name: { tr: 'Serie A', en: 'Serie A' },
    country: 'it',
    weight: 2,
    teams: t('Inter|Napoli|Juventus|Milan|Atalanta|Roma|Lazio|Fiorentina|Bologna|Torino'),
  },
  {
    key: 'bundesliga',
    sport: 'soccer',
    id: 35,
    name: { tr: 'Bundesliga', en: 'Bundesliga' },
    country: 'de',
    weight: 2,
    teams: t(
      'Bayern München|Bayer Leverkusen|Borussia Dortmund|RB Leipzig|Eintracht Frankfurt|VfB Stuttgart|SC Freiburg|VfL Wolfsburg|Borussia Mönchengladbach|Werder Bremen',
    ),
  },
  {
    key: 'ucl',
    sport: 'soccer',
    id: 7,
    name: { tr: 'UEFA Şampiyonlar Ligi', en: 'UEFA Champions League' },
    country: 'int',
    weight: 1,
    teams: t(
      'Real Madrid|Manchester City|Bayern München|Liverpool|Inter|Barcelona|Paris Saint-Germain|Arsenal|Galatasaray|Fenerbahçe|Benfica|Porto',
    ),
  },
  {
    key: 'bsl',
    sport: 'basketball',
    id: 519,
    name: { tr: 'Basketbol Süper Ligi', en: 'Turkish Basketball Super League' },
    country: 'tr',
    weight: 2,
    teams: t(
      'Fenerbahçe Beko|Anadolu Efes|Beşiktaş Fibabanka|Galatasaray MCT Technic|Türk Telekom|Karşıyaka|Tofaş|Bahçeşehir Koleji|Darüşşafaka|Bursaspor',
    ),
  },
  {
    key: 'euroleague',
    sport: 'basketball',
    id: 138,
    name: { tr: 'EuroLeague', en: 'EuroLeague' },
    country: 'int',
    weight: 2,
    teams: t(
      'Fenerbahçe Beko|Real Madrid|Panathinaikos|Olympiacos|Anadolu Efes|Barcelona|Monaco|Žalgiris|Partizan|Crvena Zvezda|Maccabi Tel Aviv|Bayern München',
    ),
  },
  {
    key: 'nba',
    sport: 'basketball',
    id: 132,
    name: { tr: 'NBA', en: 'NBA' },
    country: 'us',
    variant: 'nba',
    weight: 2,
    teams: t(
      'Oklahoma City Thunder|Boston Celtics|Denver Nuggets|Cleveland Cavaliers|New York Knicks|Minnesota Timberwolves|Milwaukee Bucks|Los Angeles Lakers|Golden State Warriors|Dallas Mavericks|Phoenix Suns|Miami Heat',
    ),
  },
  {
    key: 'atp',
    sport: 'tennis',
    id: 2000,
    name: { tr: 'ATP', en: 'ATP' },
    country: 'int',
    weight: 1,
    teams: t(
      'Jannik Sinner|Carlos Alcaraz|Alexander Zverev|Novak Djokovic|Taylor Fritz|Jack Draper|Casper Ruud|Alex de Minaur|Daniil Medvedev|Holger Rune|Andrey Rublev|Stefanos Tsitsipas',
    ),
  },
  {
    key: 'wta',
    sport: 'tennis',
    id: 2001,
    name: { tr: 'WTA', en: 'WTA' },
    country: 'int',
    weight: 1,
    teams: t(
      'Aryna Sabalenka|Iga Świątek|Coco Gauff|Jessica Pegula|Elena Rybakina|Mirra Andreeva|Jasmine Paolini|Qinwen Zheng|Madison Keys|Emma Navarro|Zeynep Sönmez|Ons Jabeur',
    ),
  },
  {
    key: 'sultanlar',
    sport: 'volleyball',
    id: 1300,
    name: { tr: 'Sultanlar Ligi', en: 'Sultanlar Ligi' },
    country: 'tr',
    weight: 1,
    teams: t(
      'VakıfBank|Fenerbahçe Medicana|Eczacıbaşı Dynavit|Galatasaray Daikin|Türk Hava Yolları|Aras Kargo|Nilüfer Belediyespor|Beşiktaş',
    ),
  },
  {
    key: 'efeler',
    sport: 'volleyball',
    id: 1301,
    name: { tr: 'Efeler Ligi', en: 'Efeler Ligi' },
    country: 'tr',
    weight: 1,
    teams: t(
      'Halkbank|Ziraat Bankkart|Fenerbahçe Medicana|Arkas Spor|Galatasaray HDI Sigorta|Spor Toto|Cizre Belediyespor|Akkuş Belediyespor',
    ),
  },
  {
    key: 'cs2-pro-league',
    sport: 'cs2',
    id: 3000,
    name: { tr: 'ESL Pro League', en: 'ESL Pro League' },
    country: 'int',
    weight: 1,
    teams: t(
      'Team Vitality|MOUZ|Team Spirit|Natus Vincere|FaZe Clan|G2 Esports|Eternal Fire|FURIA|Heroic|Astralis',
    ),
  },
  {
    key: 'dota2-dreamleague',
    sport: 'dota2',
    id: 3100,
    name: { tr: 'DreamLeague', en: 'DreamLeague' },
    country: 'int',
    weight: 1,
    teams: t(
      'Team Falcons|Team Liquid|Gaimin Gladiators|Tundra Esports|Team Spirit|BetBoom Team|Xtreme Gaming|PARIVISION',
    ),
  },
  {
    key: 'lol-worlds',
    sport: 'lol',
    id: 3200,
    name: { tr: 'LoL Dünya Şampiyonası', en: 'LoL World Championship' },
    country: 'int',
    weight: 1,
    teams: t('T1|Gen.G|Hanwha Life Esports|Bilibili Gaming|G2 Esports|Fnatic|Team BDS|Karmine Corp'),
  },
];

/** Outrights: one competition, its competitors priced as outcome URNs (UOF market 534). */
export const OUTRIGHTS = [
  {
    id: 1,
    league: 'super-lig',
    name: { tr: 'Süper Lig 2026/27 Şampiyonu', en: 'Süper Lig 2026/27 winner' },
    deadHeat: false,
  },
  {
    id: 2,
    league: 'cs2-pro-league',
    name: { tr: 'ESL Pro League Kazananı', en: 'ESL Pro League winner' },
    deadHeat: true,
  },
] as const;
