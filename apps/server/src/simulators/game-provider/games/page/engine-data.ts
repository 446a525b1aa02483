/** What each game's browser code needs from its engine: strips, wheels, paytables, and its RTP. */
import type { Engine } from '../../catalogue.ts';
import { BACCARAT_RTP } from '../baccarat.ts';
import { BLACKJACK_RTP } from '../blackjack.ts';
import { CRASH_RTP, MAX_TARGET, MIN_TARGET } from '../crash.ts';
import { KENO_MAX_PICKS, KENO_PAYTABLE } from '../keno.ts';
import { MATCH_MINUTES, MATCH_ODDS, MATCH_PICKS, MATCH_RTP } from '../match.ts';
import { POKER_RTP } from '../poker.ts';
import { RACE_RTP_MAX, RACE_RTP_MIN, RACE_RUNNERS } from '../race.ts';
import { RED, ROULETTE_RTP, WHEEL_ORDER } from '../roulette.ts';
import { PAYLINES, PAYTABLE, SLOT_RTP, STRIPS, SYMBOLS } from '../slot.ts';
import { WHEEL_BETS, WHEEL_RTP, WHEEL_SEGMENTS } from '../wheel.ts';

export function engineData(engine: Engine): unknown {
  switch (engine) {
    case 'slot':
      return { strips: STRIPS, paylines: PAYLINES, symbols: SYMBOLS, paytable: PAYTABLE };
    case 'roulette':
      return { order: WHEEL_ORDER, red: [...RED] };
    case 'crash':
      return { minTarget: MIN_TARGET, maxTarget: MAX_TARGET, defaultTarget: 200 };
    case 'keno':
      return { paytable: KENO_PAYTABLE, maxPicks: KENO_MAX_PICKS, defaultPicks: [7, 18, 29, 44, 63] };
    case 'wheel':
      return { segments: WHEEL_SEGMENTS, bets: WHEEL_BETS };
    case 'match':
      return { picks: MATCH_PICKS, odds: MATCH_ODDS, minutes: MATCH_MINUTES, defaultPick: '1' };
    case 'race':
      return { runners: RACE_RUNNERS.map(({ no, name, odds }) => ({ no, name, odds })), defaultRunner: 1 };
    default:
      return {};
  }
}

const pct = (v: number, lang: 'tr' | 'en', digits = 2) =>
  new Intl.NumberFormat(lang === 'tr' ? 'tr-TR' : 'en-GB', {
    style: 'percent',
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(v);

/** The RTP shown under the game's name (games.md documents how each was computed). */
export function rtpOf(engine: Engine, lang: 'tr' | 'en'): string {
  switch (engine) {
    case 'slot':
      return pct(SLOT_RTP, lang);
    case 'roulette':
      return pct(ROULETTE_RTP, lang);
    case 'crash':
      return pct(CRASH_RTP, lang);
    case 'keno':
      return `${pct(0.9574, lang)}–${pct(0.9641, lang)}`;
    case 'wheel':
      return pct(WHEEL_RTP, lang);
    case 'baccarat':
      return `${pct(BACCARAT_RTP.tie, lang)}–${pct(BACCARAT_RTP.banker, lang)}`;
    case 'blackjack':
      return pct(BLACKJACK_RTP, lang, 1);
    case 'poker':
      return pct(POKER_RTP, lang);
    case 'match':
      return `${pct(Math.min(...Object.values(MATCH_RTP)), lang)}–${pct(Math.max(...Object.values(MATCH_RTP)), lang)}`;
    case 'race':
      return `${pct(RACE_RTP_MIN, lang)}–${pct(RACE_RTP_MAX, lang)}`;
  }
}
