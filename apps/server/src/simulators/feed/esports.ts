import { copy, monteCarlo } from './court.ts';
import {
  type Happening,
  type Rng,
  type SportModel,
  HCP_TWO_WAY,
  OVER_UNDER,
  TWO_WAY,
  line,
} from './model.ts';
import { drawPoisson, priceLines } from './pricing.ts';
import type { LineSpec } from './settle.ts';

/**
 * E-sports, best of three maps. CS2 maps are played round by round (first to 13, won by two after
 * 12-12, about two minutes a round); Dota 2 and LoL maps last 30-40 minutes and report 1-0.
 * Each finished map also reports its kills per side and who drew first blood, the map's winner
 * more often (docs/decisions/080-deeper-simulator-markets.md).
 */
export type EsportsState = {
  t: number;
  next: number;
  rounds: boolean;
  /** Chance the home side wins a round (CS2) or a map. */
  p: number;
  maps: [number, number];
  current: [number, number];
  periods: [number, number][];
  /** Kills per side on each finished map, first blood on each; the kills line of the variant. */
  kills: [number, number][];
  firstBlood: ('h' | 'a')[];
  killsLine: number;
  variant: string;
};

/** Kills on a map: CS2 per round won and lost; Dota 2 and LoL for the map's winner and loser. */
const KILLS: Record<string, { won: number; lost: number; line: number }> = {
  cs2: { won: 4.6, lost: 2.6, line: 159.5 },
  dota2: { won: 32, lost: 20, line: 51.5 },
  lol: { won: 18, lost: 9, line: 27.5 },
};

function finishMap(s: EsportsState, rng: Rng, h: number, a: number) {
  const k = KILLS[s.variant] ?? KILLS.lol!;
  const mean = (mine: number, theirs: number) =>
    s.rounds ? k.won * mine + k.lost * theirs : mine > theirs ? k.won : k.lost;
  s.kills.push([drawPoisson(rng, mean(h, a)), drawPoisson(rng, mean(a, h))]);
  s.firstBlood.push(rng() < (h > a ? 0.6 : 0.4) ? 'h' : 'a');
  s.maps[h > a ? 0 : 1]++;
  s.periods.push([h, a]);
  s.current = [0, 0];
}

/** Map winners, kills and first blood from map `from` to `to`. */
function mapLines(s: EsportsState, from: number, to: number): LineSpec[] {
  const out: LineSpec[] = [];
  for (let n = from; n <= to; n++)
    out.push(
      line(330, TWO_WAY, 'mapnr', n),
      { ...line(1331, OVER_UNDER), specifiers: `mapnr=${n}|total=${s.killsLine}` },
      line(1332, TWO_WAY, 'mapnr', n),
    );
  return out;
}

export const esports: SportModel<EsportsState> = {
  init: (rng, edge, variant) => {
    const rounds = variant === 'cs2';
    const p = 0.5 + edge * (rounds ? 0.05 : 0.15) + (rng() - 0.5) * 0.01;
    return {
      t: 0,
      next: rounds ? 2 : 30 + rng() * 10,
      rounds,
      p,
      maps: [0, 0],
      current: [0, 0],
      periods: [],
      kills: [],
      firstBlood: [],
      killsLine: (KILLS[variant] ?? KILLS.lol!).line,
      variant,
    };
  },
  advance(s, rng, to) {
    const out: Happening[] = [];
    while (!esports.ended(s) && s.next <= to) {
      s.t = s.next;
      s.current[rng() < s.p ? 0 : 1]++;
      s.next += s.rounds ? 1.5 + rng() : 30 + rng() * 10;
      const [h, a] = s.current;
      const mapDone = !s.rounds || (Math.max(h, a) >= 13 && Math.abs(h - a) >= 2);
      if (mapDone) {
        finishMap(s, rng, h, a);
        out.push(esports.ended(s) ? 'end' : 'period');
      }
    }
    if (!esports.ended(s) && to > s.t) s.t = Math.min(to, s.next);
    return out;
  },
  ended: (s) => Math.max(...s.maps) >= 2,
  minute: (s) => Math.floor(s.t),
  result: (s) => ({
    score: [...s.maps],
    periods: s.periods.map((p) => [...p]),
    kills: s.kills.map((k) => [...k]),
    firstBlood: [...s.firstBlood],
  }),
  view: (s) => ({
    home: s.maps[0],
    away: s.maps[1],
    clock: `Map ${s.maps[0] + s.maps[1] + 1}`,
    periods: copy(esports.ended(s) || !s.rounds ? s.periods : [...s.periods, s.current]),
  }),
  lines: (s) => [
    line(186, TWO_WAY),
    ...(esports.ended(s) ? [] : mapLines(s, s.periods.length + 1, 3)),
    ...[-1.5, 1.5].map((h) => line(327, HCP_TWO_WAY, 'hcp', h)),
    line(328, OVER_UNDER, 'total', 2.5),
    line(199, ['2:0', '2:1', '1:2', '0:2']),
  ],
  decided: (s) => mapLines(s, 1, s.periods.length),
  price: (s, rng, margin) => priceLines(esports.lines(s), monteCarlo(esports, s, rng), margin),
  nudge(s, rng) {
    s.p = Math.min(0.8, Math.max(0.2, s.p + (rng() - 0.5) * 0.02));
  },
};
