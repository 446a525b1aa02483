/**
 * The game-provider simulator's game list: what a real aggregator publishes through its
 * game-list API and the operator imports. Fictional studios and titles, generated
 * deterministically (same list on every machine), spread over the product's six launch
 * integrations. The operator's demo seed imports it; the simulator serves each game with
 * the engine named here.
 */
import type { GameCategory, Launcher, LiveType } from '@lalebet/shared';
import { mulberry32 } from '../../lib/seeded-random.ts';

/** The playable engines of the simulator (games.md in this folder documents each RTP). */
export const ENGINE_NAMES = [
  'slot',
  'roulette',
  'crash',
  'keno',
  'wheel',
  'baccarat',
  'blackjack',
  'poker',
  'match',
  'race',
] as const;
export type Engine = (typeof ENGINE_NAMES)[number];
/** The thumbnail illustrations the seed's media generator can draw. */
export type ArtEmblem =
  | 'gift'
  | 'plane'
  | 'percent'
  | 'seven'
  | 'chip'
  | 'cards'
  | 'roulette'
  | 'trophy'
  | 'bolt'
  | 'star'
  | 'dice'
  | 'ball'
  | 'horse';

export type SimProvider = { name: string; slug: string; launcher: Launcher };
export type SimGame = {
  /** Unique across the catalogue, Hub88 style: <studio prefix>_<title slug>. */
  code: string;
  name: string;
  provider: string;
  engine: Engine;
  categories: GameCategory[];
  isLive: boolean;
  liveType: LiveType | null;
  isNew: boolean;
  isPopular: boolean;
  /** EM integration's productId (0 elsewhere); SoftGamings' system ('' elsewhere). */
  productId: number;
  system: string;
  emblem: ArtEmblem;
  colors: [string, string];
  /** Popularity rank: lower shows first. */
  sort: number;
};

export const SIM_PROVIDERS: SimProvider[] = [
  ['Lale Studios', 'dt'],
  ['Bosphorus Gaming', 'dt'],
  ['Anatolia Reels', 'dt'],
  ['Kapadokya Play', 'dt'],
  ['Efes Interactive', 'em'],
  ['Galata Games', 'em'],
  ['Pamukkale Spins', 'em'],
  ['Truva Entertainment', 'em'],
  ['Sultan Slots', 'amusnet'],
  ['Ege Wave Gaming', 'amusnet'],
  ['Karadeniz Studio', 'amusnet'],
  ['Crescent Reels', 'egt'],
  ['Tulip Tech', 'egt'],
  ['Nazar Gaming', 'egt'],
  ['Lokum Labs', 'egt'],
  ['Skyward Games', 'hub88'],
  ['Mavi Live', 'hub88'],
  ['Orient Live Studios', 'hub88'],
  ['Çarşı Games', 'hub88'],
  ['Kervan Play', 'softgamings'],
  ['Yıldız Gaming', 'softgamings'],
  ['Boğaziçi Bingo', 'softgamings'],
  ['Ayasofya Arcade', 'softgamings'],
  ['Pera TV Games', 'softgamings'],
].map(([name, launcher]) => ({ name: name!, slug: slugify(name!), launcher: launcher as Launcher }));

function slugify(s: string): string {
  return s
    .replace(/[Iİı]/g, 'i')
    .toLocaleLowerCase('tr')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** mulberry32: a fixed seed gives the same catalogue everywhere. Not for game outcomes. */
const prng = mulberry32;

const SLOT_FIRST = [
  'Sultan',
  'Bosphorus',
  'Golden',
  'Tulip',
  'Anatolian',
  'Lucky',
  'Mystic',
  'Royal',
  'Crystal',
  'Blazing',
  'Ottoman',
  'Desert',
  'Silk Road',
  'Kapadokya',
  'Efes',
  'Midnight',
  'Turquoise',
  'Lokum',
  'Saffron',
  'Nazar',
  'Harem',
  'Phoenix',
  'Dragon',
  'Pharaoh',
  'Viking',
  'Samurai',
  'Aztec',
  'Wild',
  'Hot',
  'Frozen',
  'Galata',
  'Pamukkale',
  'Kervan',
  'Çarşı',
  'Yıldız',
  'Güneş',
  'Ay',
  'Deniz',
  'Şimşek',
  'İnci',
];
const SLOT_SECOND = [
  'Fortune',
  'Treasures',
  'Nights',
  'Riches',
  'Gems',
  'Spins',
  'Bonanza',
  'Legends',
  'Jackpot',
  'Dreams',
  'Fruits',
  'Sevens',
  'Crown',
  'Palace',
  'Secrets',
  'Wilds',
  'Magic',
  'Gold',
  'Stars',
  'Quest',
  'Hazinesi',
  'Sarayı',
  'Masalı',
  'Bahçesi',
  'Ateşi',
];
const SLOT_SUFFIX = ['', '', '', ' Deluxe', ' Megaways', ' 40', ' 100', ' Hold & Win', ' Xmas', ' 2'];
const LIVE_TABLES: Record<LiveType, { engine: Engine; names: string[] }> = {
  'Live Roulette': {
    engine: 'roulette',
    names: [
      'Türkçe Rulet',
      'Lightning Rulet',
      'Speed Roulette',
      'VIP Roulette',
      'Auto Roulette',
      'Galata Roulette',
      'Immersive Roulette',
      'Bosphorus Roulette',
    ],
  },
  'Live Blackjack': {
    engine: 'blackjack',
    names: [
      'Türkçe Blackjack',
      'Blackjack VIP',
      'Speed Blackjack',
      'Blackjack Lobby',
      'Sultan Blackjack',
      'Blackjack Party',
    ],
  },
  'Live Poker': {
    engine: 'poker',
    names: ["Casino Hold'em", 'Three Card Poker', 'Texas Poker', 'Ultimate Poker', 'Caribbean Stud'],
  },
  'Live Baccarat': {
    engine: 'baccarat',
    names: [
      'Speed Baccarat',
      'Baccarat Squeeze',
      'No Commission Baccarat',
      'Türkçe Baccarat',
      'Golden Baccarat',
    ],
  },
  'Live Dealer': {
    engine: 'wheel',
    names: ['Mega Wheel', 'Crazy Carnival', 'Dream Catcher', 'Bosphorus Wheel', 'Fortune Show'],
  },
};
const TABLE_GAMES: { engine: Engine; names: string[] }[] = [
  { engine: 'roulette', names: ['European Roulette', 'Roulette Classic', 'Rulet Pro', 'Mini Roulette'] },
  { engine: 'blackjack', names: ['Blackjack Classic', 'Blackjack 21', 'Single Deck Blackjack'] },
  { engine: 'baccarat', names: ['Baccarat Pro', 'Punto Banco'] },
  { engine: 'poker', names: ['Three Card Poker', 'Tri Card'] },
  { engine: 'crash', names: ['Aviator', 'Rocket Crash', 'JetX Turbo', 'Balon', 'Space Crash', 'Uçurtma'] },
];
const BINGO_NAMES = [
  'Bingo',
  'Tombala',
  'Keno',
  'Super Keno',
  'Lucky Balls',
  'Bingo Bash',
  'Tombala Gecesi',
  'Keno 80',
];
const TV_NAMES = [
  'Wheel of Fortune',
  'Çarkıfelek',
  'Lucky Six',
  'Lotto Show',
  'Money Wheel',
  'Dice Show',
  'Derby Wheel',
];
const COLORS: [string, string][] = [
  ['#ff5fa2', '#7b2cbf'],
  ['#3c096c', '#f5b301'],
  ['#0077b6', '#03045e'],
  ['#e76f51', '#264653'],
  ['#1b263b', '#d4a373'],
  ['#f72585', '#4361ee'],
  ['#7f5539', '#1c1c1c'],
  ['#d00000', '#370617'],
  ['#f48c06', '#6a040f'],
  ['#5a189a', '#ffba08'],
  ['#2d6a4f', '#081c15'],
  ['#9d0208', '#ffba08'],
  ['#006d77', '#83c5be'],
  ['#10002b', '#c77dff'],
  ['#ff006e', '#3a0ca3'],
  ['#1a1a2e', '#7b0d1e'],
];
const EMBLEM_BY_ENGINE: Record<Engine, ArtEmblem[]> = {
  slot: ['seven', 'star', 'bolt', 'gift', 'trophy', 'chip'],
  roulette: ['roulette'],
  crash: ['plane'],
  keno: ['dice', 'percent'],
  wheel: ['percent', 'roulette'],
  baccarat: ['cards'],
  blackjack: ['cards', 'chip'],
  poker: ['cards'],
  match: ['ball'],
  race: ['horse'],
};

/**
 * Virtual sports, the main menu's "Sanal" page (category 'virtual', and 'games'): studios on five
 * different launch integrations. `true` marks a popular title.
 */
const VIRTUAL_GAMES: [studio: string, titles: [name: string, engine: Engine, popular?: boolean][]][] = [
  [
    'Kapadokya Play', // dt
    [
      ['Sanal Futbol', 'match', true],
      ['Sanal At Yarışı', 'race', true],
      ['Sanal Süper Lig', 'match'],
    ],
  ],
  [
    'Galata Games', // em
    [
      ['Virtual Football Pro', 'match'],
      ['Derby Day', 'race'],
    ],
  ],
  [
    'Skyward Games', // hub88
    [
      ['Penaltı Ligi', 'match'],
      ['Virtual Horses', 'race'],
      ['Gol Ligi', 'match'],
    ],
  ],
  [
    'Pera TV Games', // softgamings
    [
      ['Hipodrom', 'race'],
      ['Derbi Gecesi', 'match'],
      ['Altın Nal', 'race'],
    ],
  ],
  [
    'Tulip Tech', // egt
    [
      ['Futbol Kupası', 'match'],
      ['Royal Derby', 'race'],
      ['Sanal Kupa Finali', 'match'],
    ],
  ],
];
/** The virtual titles' own prng seed: the main list's draws stay as they were. */
const VIRTUAL_SEED = 2026;

const SLOTS_PER_PROVIDER = 78;

let cached: { providers: SimProvider[]; games: SimGame[] } | null = null;

/** Adds games to `games` drawing their look (new, popular, emblem, colours, rank) from `r`. */
const gameAdder = (games: SimGame[], codes: Set<string>) => (r: () => number) => {
  const choose = <T>(list: readonly T[]) => list[Math.floor(r() * list.length)]!;
  return (p: SimProvider, pi: number, name: string, engine: Engine, extra: Partial<SimGame>) => {
    const prefix =
      p.slug
        .split('-')
        .map((w) => w[0])
        .join('') + String(pi).padStart(2, '0');
    let code = `${prefix}_${slugify(name).replace(/-/g, '_')}`;
    for (let n = 2; codes.has(code); n++) code = `${prefix}_${slugify(name).replace(/-/g, '_')}_${n}`;
    codes.add(code);
    games.push({
      code,
      name,
      provider: p.name,
      engine,
      categories: ['slot'],
      isLive: false,
      liveType: null,
      isNew: r() < 0.08,
      isPopular: r() < 0.1,
      productId: p.launcher === 'em' ? 1000 + pi : 0,
      system: p.launcher === 'softgamings' ? String(900 + pi) : '',
      emblem: choose(EMBLEM_BY_ENGINE[engine]),
      colors: choose(COLORS),
      sort: Math.floor(r() * 10_000),
      ...extra,
    });
  };
};

type Add = ReturnType<ReturnType<typeof gameAdder>>;

/** The slots: each studio's names drawn from `pick`, none twice in one studio. */
function addSlots(add: Add, pick: <T>(list: readonly T[]) => T) {
  SIM_PROVIDERS.forEach((p, pi) => {
    const seen = new Set<string>();
    for (let i = 0; i < SLOTS_PER_PROVIDER; i++) {
      let name = '';
      for (let tries = 0; tries < 20 && (!name || seen.has(name)); tries++) {
        name = `${pick(SLOT_FIRST)} ${pick(SLOT_SECOND)}${pick(SLOT_SUFFIX)}`;
      }
      seen.add(name);
      add(p, pi, name, 'slot', {});
    }
  });
}

/** Live tables: each live studio's tables, with a second room and a VIP room. */
function addLiveTables(add: Add) {
  const liveStudios = SIM_PROVIDERS.filter((p) => /Live/.test(p.name));
  liveStudios.forEach((p) => {
    const pi = SIM_PROVIDERS.indexOf(p);
    for (const [liveType, { engine, names }] of Object.entries(LIVE_TABLES) as [
      LiveType,
      (typeof LIVE_TABLES)[LiveType],
    ][]) {
      for (const name of names) {
        // A VIP table has no "VIP" room of its own ("Blackjack VIP VIP").
        for (const room of /\bVIP\b/.test(name) ? ['', ' 2'] : ['', ' 2', ' VIP']) {
          add(p, pi, `${name}${room}`, engine, { categories: ['live'], isLive: true, liveType });
        }
      }
    }
  });
}

/** Table and crash games; exactly one Aviator. */
function addTableGames(add: Add, rand: () => number, games: SimGame[]) {
  const tableStudios = SIM_PROVIDERS.filter((p) => /Games|Arcade|Interactive|Labs/.test(p.name));
  tableStudios.forEach((p) => {
    const pi = SIM_PROVIDERS.indexOf(p);
    for (const { engine, names } of TABLE_GAMES) {
      for (const name of names) {
        // Exactly one game answers the product's Aviator quick link by name.
        if (name === 'Aviator' && p.name !== 'Skyward Games') continue;
        add(p, pi, name, engine, { categories: ['games'], isPopular: name === 'Aviator' || rand() < 0.2 });
      }
    }
  });
  const skyward = SIM_PROVIDERS.find((p) => p.name === 'Skyward Games')!;
  if (!games.some((g) => g.name === 'Aviator')) {
    add(skyward, SIM_PROVIDERS.indexOf(skyward), 'Aviator', 'crash', {
      categories: ['games'],
      isPopular: true,
      sort: 0,
    });
  }
}

function addBingoAndTv(add: Add) {
  const bingo = SIM_PROVIDERS.filter((p) => /Bingo|Kervan|Yıldız/.test(p.name));
  bingo.forEach((p) => {
    const pi = SIM_PROVIDERS.indexOf(p);
    for (const name of BINGO_NAMES)
      for (const v of ['', ' 75', ' 90']) add(p, pi, `${name}${v}`, 'keno', { categories: ['bingo'] });
  });
  const tv = SIM_PROVIDERS.filter((p) => /TV|Çarşı|Ayasofya/.test(p.name));
  tv.forEach((p) => {
    const pi = SIM_PROVIDERS.indexOf(p);
    for (const name of TV_NAMES)
      for (const v of ['', ' Live', ' Turbo']) add(p, pi, `${name}${v}`, 'wheel', { categories: ['tvbets'] });
  });
}

/** Virtual sports, new titles, on five launch integrations. */
function addVirtuals(add: Add) {
  for (const [studio, titles] of VIRTUAL_GAMES) {
    const p = SIM_PROVIDERS.find((x) => x.name === studio)!;
    for (const [name, engine, popular] of titles) {
      add(p, SIM_PROVIDERS.indexOf(p), name, engine, {
        categories: ['games', 'virtual'],
        isNew: true,
        ...(popular ? { isPopular: true } : {}),
      });
    }
  }
}

/** The whole list: 24 studios, over 2,000 games, every category page of docs/product.md. */
export function simulatorCatalogue(): { providers: SimProvider[]; games: SimGame[] } {
  if (cached) return cached;
  const rand = prng(6);
  const pick = <T>(list: readonly T[]) => list[Math.floor(rand() * list.length)]!;
  const games: SimGame[] = [];
  const adder = gameAdder(games, new Set<string>());
  const add = adder(rand);
  addSlots(add, pick);
  addLiveTables(add);
  addTableGames(add, rand, games);
  addBingoAndTv(add);
  // Virtual sports, added last and from their own seed: every game above keeps its code, name,
  // order and look (a database seeded before them still matches).
  addVirtuals(adder(prng(VIRTUAL_SEED)));
  cached = { providers: SIM_PROVIDERS, games };
  return cached;
}

export function findSimGame(code: string): SimGame | undefined {
  return simulatorCatalogue().games.find((g) => g.code === code);
}
