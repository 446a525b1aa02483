/**
 * Virtual football (Sanal Futbol): the player backs the home side ('1'), a draw ('X') or the away
 * side ('2') at fixed odds; the server draws the final score from a fixed table of scorelines
 * with integer weights (1,000 in all, home advantage), two fictional clubs and the minutes of the
 * goals. Every pick returns between 96.04% and 96.20% (games.md; match.test.ts sums the table).
 */
import type { GameEngine, Rng } from './engine.ts';
import { fields, oneOf, stakeOf, times } from './input.ts';

export const MATCH_PICKS = ['1', 'X', '2'] as const;
export type MatchPick = (typeof MATCH_PICKS)[number];

/** Final scores [home, away] and their weights out of MATCH_WEIGHT: home 460, draw 260, away 280. */
export const MATCH_SCORES: readonly (readonly [home: number, away: number, weight: number])[] = [
  [1, 0, 112],
  [2, 0, 85],
  [2, 1, 97],
  [3, 0, 42],
  [3, 1, 45],
  [3, 2, 24],
  [4, 0, 20],
  [4, 1, 19],
  [4, 2, 12],
  [4, 3, 4],
  [0, 0, 80],
  [1, 1, 115],
  [2, 2, 50],
  [3, 3, 12],
  [4, 4, 3],
  [0, 1, 82],
  [0, 2, 49],
  [1, 2, 64],
  [0, 3, 20],
  [1, 3, 25],
  [2, 3, 16],
  [0, 4, 8],
  [1, 4, 8],
  [2, 4, 5],
  [3, 4, 3],
];
export const MATCH_WEIGHT = MATCH_SCORES.reduce((n, [, , w]) => n + w, 0);

/** Decimal odds in hundredths (209 = 2.09): a winning pick returns stake × odds / 100. */
export const MATCH_ODDS: Record<MatchPick, number> = { '1': 209, X: 370, '2': 343 };
/** Exact returns: 460·2.09 / 1000, 260·3.70 / 1000, 280·3.43 / 1000. */
export const MATCH_RTP: Record<MatchPick, number> = { '1': 0.9614, X: 0.962, '2': 0.9604 };

/** Fictional clubs; two distinct ones meet in every round. */
export const MATCH_TEAMS = [
  'Boğaziçi SK',
  'Anadolu Kartalları',
  'Ege Yıldızları',
  'Karadeniz Fırtınası',
  'Kapadokya FK',
  'Toros Gücü',
  'Lale Spor',
  'Galata Gençlik',
  'Marmara Dalgası',
  'Fırat Spor',
  'Pamukkale FK',
  'Efes Atletik',
  'Kızılırmak SK',
  'Uludağ Kartalı',
  'Truva FK',
  'Çukurova Yıldızı',
] as const;

export const MATCH_MINUTES = 90;

export type MatchGoal = { minute: number; side: 'home' | 'away' };
export type MatchView = {
  pick: MatchPick;
  odds: number;
  home: string;
  away: string;
  score: [number, number];
  goals: MatchGoal[];
  outcome: MatchPick;
};

export const outcomeOf = (home: number, away: number): MatchPick =>
  home > away ? '1' : home < away ? '2' : 'X';

/** The scoreline at draw `r` in [0, MATCH_WEIGHT): the table read as consecutive weight ranges. */
export function scoreAt(r: number): [number, number] {
  let left = r;
  for (const [h, a, w] of MATCH_SCORES) {
    if (left < w) return [h, a];
    left -= w;
  }
  throw new Error('draw out of range');
}

/** Distinct goal minutes in 1..90 (partial Fisher-Yates); the first `home` of them are home goals. */
function goalsOf(home: number, away: number, rng: Rng): MatchGoal[] {
  const minutes = Array.from({ length: MATCH_MINUTES }, (_, i) => i + 1);
  const n = home + away;
  for (let i = 0; i < n; i++) {
    const j = i + rng(MATCH_MINUTES - i);
    [minutes[i], minutes[j]] = [minutes[j]!, minutes[i]!];
  }
  return minutes
    .slice(0, n)
    .map((minute, i): MatchGoal => ({ minute, side: i < home ? 'home' : 'away' }))
    .sort((x, y) => x.minute - y.minute);
}

export const match: GameEngine = {
  engine: 'match',
  rtp: MATCH_RTP['1'],
  start(input, rng) {
    const f = fields(input, ['stake', 'pick']);
    const stake = stakeOf(f.stake);
    const pick = oneOf(f.pick, MATCH_PICKS, 'pick');
    const [h, a] = scoreAt(rng(MATCH_WEIGHT));
    const hi = rng(MATCH_TEAMS.length);
    let ai = rng(MATCH_TEAMS.length - 1);
    if (ai >= hi) ai++;
    const outcome = outcomeOf(h, a);
    const odds = MATCH_ODDS[pick];
    const win = outcome === pick ? times(stake, odds, 100) : 0n;
    const view: MatchView = {
      pick,
      odds,
      home: MATCH_TEAMS[hi]!,
      away: MATCH_TEAMS[ai]!,
      score: [h, a],
      goals: goalsOf(h, a, rng),
      outcome,
    };
    return { stake, win, done: true, view, state: null };
  },
};
