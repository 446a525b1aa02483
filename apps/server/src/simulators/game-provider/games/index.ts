/** The simulator's games: one engine per catalogue Engine, and the page that plays them. */
import type { Engine } from '../catalogue.ts';
import { baccarat } from './baccarat.ts';
import { blackjack } from './blackjack.ts';
import { crash } from './crash.ts';
import type { GameEngine } from './engine.ts';
import { keno } from './keno.ts';
import { match } from './match.ts';
import { poker } from './poker.ts';
import { race } from './race.ts';
import { roulette } from './roulette.ts';
import { slot } from './slot.ts';
import { wheel } from './wheel.ts';

export const ENGINES: Record<Engine, GameEngine> = {
  slot,
  roulette,
  crash,
  keno,
  wheel,
  baccarat,
  blackjack,
  poker,
  match,
  race,
};
export { renderGamePage } from './page/render.ts';
