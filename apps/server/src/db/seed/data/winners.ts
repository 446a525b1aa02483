import { prng } from '../../../lib/art/svg.ts';
import { maskName } from '../../../lib/mask-name.ts';
import { DEMO_GAMES, gameImage } from './games.ts';

const FIRST_NAMES = [
  'Ahmet', 'Mehmet', 'Ayşe', 'Mustafa', 'Emre', 'Burak', 'Zeynep', 'Elif', 'Hüseyin', 'Hasan',
  'Murat', 'Kenan', 'Özlem', 'Şükrü', 'İbrahim', 'Çağlar', 'Gökhan', 'Ömer', 'Tuğba', 'Serkan',
  'Oğuz', 'Ümit', 'Yusuf', 'Merve', 'Cem', 'Deniz', 'Selin', 'Barış', 'Kübra', 'Furkan',
];


export const DEMO_WINNER_COUNTS = { slots: 44, live: 16 };

/** Deterministic demo wins, newest first, spread over the last few hours before `now`. */
export function demoWinners(now: Date) {
  const rand = prng(2026);
  const slots = DEMO_GAMES.filter((g) => !g.live);
  const live = DEMO_GAMES.filter((g) => g.live);
  const total = DEMO_WINNER_COUNTS.slots + DEMO_WINNER_COUNTS.live;
  let liveLeft = DEMO_WINNER_COUNTS.live;
  return Array.from({ length: total }, (_, i) => {
    // Every third win is live until the live quota is used, so both feeds span the same hours.
    const isLive = liveLeft > 0 && i % 3 === 1;
    if (isLive) liveLeft--;
    const pool = isLive ? live : slots;
    const game = pool[Math.floor(rand() * pool.length)]!;
    // Log-uniform between 1,500 and 480,000 lira: many modest wins, a few big ones.
    const lira = Math.exp(Math.log(1500) + rand() * (Math.log(480_000) - Math.log(1500)));
    return {
      image: gameImage(game.slug),
      game: game.name,
      masked_name: maskName(FIRST_NAMES[Math.floor(rand() * FIRST_NAMES.length)]!),
      amount: BigInt(Math.round(lira * 10) * 10),
      currency_symbol: '₺',
      is_live: isLive,
      created_at: new Date(now.getTime() - (i * 6 + Math.floor(rand() * 5)) * 60_000),
    };
  });
}
