import type { Emblem } from '../../../lib/art/emblems.ts';

export type DemoGame = { slug: string; name: string; live: boolean; emblem: Emblem; colors: [string, string] };

/** Games the demo Top Winners feed names; each has a thumbnail at /media/games/<slug>.svg. */
export const DEMO_GAMES: DemoGame[] = [
  { slug: 'sweet-bonanza', name: 'Sweet Bonanza', live: false, emblem: 'star', colors: ['#ff5fa2', '#7b2cbf'] },
  { slug: 'gates-of-olympus', name: 'Gates of Olympus', live: false, emblem: 'bolt', colors: ['#3c096c', '#f5b301'] },
  { slug: 'sugar-rush', name: 'Sugar Rush', live: false, emblem: 'gift', colors: ['#ff99c8', '#c9184a'] },
  { slug: 'big-bass-bonanza', name: 'Big Bass Bonanza', live: false, emblem: 'trophy', colors: ['#0077b6', '#03045e'] },
  { slug: 'the-dog-house', name: 'The Dog House', live: false, emblem: 'star', colors: ['#e76f51', '#264653'] },
  { slug: 'wolf-gold', name: 'Wolf Gold', live: false, emblem: 'trophy', colors: ['#1b263b', '#d4a373'] },
  { slug: 'starlight-princess', name: 'Starlight Princess', live: false, emblem: 'star', colors: ['#f72585', '#4361ee'] },
  { slug: 'book-of-dead', name: 'Book of Dead', live: false, emblem: 'cards', colors: ['#7f5539', '#1c1c1c'] },
  { slug: 'fire-joker', name: 'Fire Joker', live: false, emblem: 'seven', colors: ['#d00000', '#370617'] },
  { slug: 'aviator', name: 'Aviator', live: false, emblem: 'plane', colors: ['#1a1a2e', '#7b0d1e'] },
  { slug: '40-super-hot', name: '40 Super Hot', live: false, emblem: 'seven', colors: ['#f48c06', '#6a040f'] },
  { slug: 'burning-hot', name: '20 Burning Hot', live: false, emblem: 'bolt', colors: ['#e85d04', '#370617'] },
  { slug: 'shining-crown', name: 'Shining Crown', live: false, emblem: 'star', colors: ['#5a189a', '#ffba08'] },
  { slug: 'starburst', name: 'Starburst', live: false, emblem: 'star', colors: ['#240046', '#3a86ff'] },
  { slug: 'gonzos-quest', name: "Gonzo's Quest", live: false, emblem: 'trophy', colors: ['#2d6a4f', '#081c15'] },
  { slug: 'royal-coins', name: 'Royal Coins 2', live: false, emblem: 'chip', colors: ['#9d0208', '#ffba08'] },
  { slug: 'crazy-time', name: 'Crazy Time', live: true, emblem: 'percent', colors: ['#ff006e', '#3a0ca3'] },
  { slug: 'lightning-roulette', name: 'Lightning Roulette', live: true, emblem: 'roulette', colors: ['#10002b', '#c77dff'] },
  { slug: 'turkce-rulet', name: 'Türkçe Rulet', live: true, emblem: 'roulette', colors: ['#9d0208', '#1b4332'] },
  { slug: 'speed-baccarat', name: 'Speed Baccarat', live: true, emblem: 'cards', colors: ['#081c15', '#2d6a4f'] },
  { slug: 'blackjack-vip', name: 'Blackjack VIP', live: true, emblem: 'cards', colors: ['#0b090a', '#a4161a'] },
  { slug: 'mega-wheel', name: 'Mega Wheel', live: true, emblem: 'roulette', colors: ['#3a0ca3', '#f72585'] },
  { slug: 'monopoly-live', name: 'Monopoly Live', live: true, emblem: 'dice', colors: ['#006d77', '#83c5be'] },
  { slug: 'super-sic-bo', name: 'Super Sic Bo', live: true, emblem: 'dice', colors: ['#7b2cbf', '#10002b'] },
];

export const gameImage = (slug: string) => `/media/games/${slug}.svg`;
