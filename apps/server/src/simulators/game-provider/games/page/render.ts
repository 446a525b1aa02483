/**
 * The game page: one self-contained HTML document per game. Its only code is one nonce'd
 * inline script and one nonce'd inline style (the simulator's CSP allows nothing else), made of
 * the files in ./client and ./css; everything the script needs travels as JSON.
 */
import { readFileSync } from 'node:fs';
import { GAME_MESSAGE_TYPE } from '@lalebet/shared';
import type { Engine } from '../../catalogue.ts';
import type { GamePageOptions } from '../engine.ts';
import { engineData, rtpOf } from './engine-data.ts';
import { type TextKey, textsFor } from './texts.ts';

const read = (name: string) => readFileSync(new URL(name, import.meta.url), 'utf8');
const CSS = read('./css/common.css');
const SLOT_CSS = read('./css/slot.css');
const TABLE_CSS = read('./css/tables.css');
const CARD_CSS = read('./css/cards.css');
const SPORTS_CSS = read('./css/sports.css');
const ENGINE_CSS: Record<Engine, string> = {
  slot: SLOT_CSS,
  roulette: TABLE_CSS,
  crash: TABLE_CSS,
  keno: TABLE_CSS,
  wheel: TABLE_CSS,
  baccarat: CARD_CSS,
  blackjack: CARD_CSS,
  poker: CARD_CSS,
  match: SPORTS_CSS,
  race: SPORTS_CSS,
};
const CORE = read('./client/core.js');
const CARDS = read('./client/cards.js');
const CLIENT: Record<Engine, string> = {
  slot: read('./client/slot.js'),
  roulette: read('./client/roulette.js'),
  crash: read('./client/crash.js'),
  keno: read('./client/keno.js'),
  wheel: read('./client/wheel.js'),
  baccarat: CARDS + read('./client/baccarat.js'),
  blackjack: CARDS + read('./client/blackjack.js'),
  poker: CARDS + read('./client/poker.js'),
  match: read('./client/match.js'),
  race: read('./client/race.js'),
};
const PLAY_LABEL: Record<Engine, TextKey> = {
  slot: 'spin',
  roulette: 'spin',
  crash: 'bet',
  keno: 'draw',
  wheel: 'spin',
  baccarat: 'deal',
  blackjack: 'deal',
  poker: 'ante',
  match: 'kickOff',
  race: 'startRace',
};
/** Chip values, kuruş: 1 TRY is the default, so that one click plays a small round. */
export const STAKES = [100, 200, 500, 1000, 2000, 5000, 10_000, 20_000, 50_000, 100_000];
const DEFAULT_STAKE = 100;
const DEALERS = ['Ayşe', 'Elif', 'Zeynep', 'Mehmet', 'Can', 'Deniz', 'Selin', 'Emre'];

export const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** JSON that cannot end the script element or start a comment in it. */
const scriptJson = (v: unknown) =>
  JSON.stringify(v)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

const color = (c: string | undefined, fallback: string) => (c && /^#[0-9a-f]{3,8}$/i.test(c) ? c : fallback);

export function money(kurus: bigint | number, currency: string, lang: 'tr' | 'en'): string {
  const amount = Number(kurus) / 100;
  try {
    return new Intl.NumberFormat(lang === 'tr' ? 'tr-TR' : 'en-GB', {
      style: 'currency',
      currency,
      currencyDisplay: 'narrowSymbol',
    }).format(amount);
  } catch {
    return `${amount.toFixed(2)} ${currency}`;
  }
}

const hash = (s: string) => [...s].reduce((h, c) => (h * 31 + c.charCodeAt(0)) >>> 0, 7);

/** The free-rounds offer above the stake bar, when the player has rounds in this game. */
function freeRoundsBox(opts: GamePageOptions, T: Record<TextKey, string>): string {
  const fr = opts.freeRounds;
  if (!fr || fr.left <= 0) return '';
  const fill = (text: string, k: string, v: string) => escapeHtml(text.replace(`{${k}}`, v));
  return `<div id="free-rounds" class="free-rounds">
<button type="button" id="free-round" class="free-round" data-testid="game-free-round" data-lock aria-describedby="free-round-note">${fill(T.freeRound, 'n', String(fr.left))}</button>
<p id="free-round-note" class="hint">${fill(T.freeRoundNote, 'x', money(fr.value, opts.currency, opts.lang))}</p>
</div>
`;
}

export function renderGamePage(opts: GamePageOptions): string {
  const { game, lang, nonce } = opts;
  const T = textsFor(lang);
  const e = escapeHtml;
  const dealer = game.isLive ? DEALERS[hash(game.code) % DEALERS.length]! : null;
  const data = {
    api: opts.apiBase,
    token: opts.token,
    code: game.code,
    engine: game.engine,
    lang,
    locale: lang === 'tr' ? 'tr-TR' : 'en-GB',
    currency: opts.currency,
    balance: Number(opts.balance),
    stakes: STAKES,
    defaultStake: DEFAULT_STAKE,
    live: game.isLive,
    messageType: GAME_MESSAGE_TYPE,
    texts: T,
    table: engineData(game.engine),
    freeRounds: opts.freeRounds ? { left: opts.freeRounds.left } : null,
  };
  const vars = `:root{--c1:${color(game.colors[0], '#7b2cbf')};--c2:${color(game.colors[1], '#f5b301')}}`;
  const liveBar = dealer
    ? `<section class="dealer" aria-label="${e(T.simulated)}">
<svg class="avatar" viewBox="0 0 48 48" aria-hidden="true"><circle cx="24" cy="24" r="23" class="av-bg"/><circle cx="24" cy="19" r="8" class="av-face"/><path d="M9 42c2-9 8-13 15-13s13 4 15 13" class="av-body"/><path d="M16 17c1-7 15-7 16 0c-3-3-13-3-16 0z" class="av-hair"/></svg>
<div class="who"><strong>${e(dealer)}</strong><span>${e(T.simulated)}</span></div>
<span class="badge">${e(T.live)}</span>
<p id="live-status" class="live-status">${e(T.betsOpen)}</p>
</section>`
    : '';
  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1,viewport-fit=cover">
<title>${e(game.name)}</title>
<style nonce="${e(nonce)}">${vars}
${CSS}
${ENGINE_CSS[game.engine]}</style>
</head>
<body class="engine-${game.engine}${game.isLive ? ' is-live' : ''}">
<div class="app">
<header class="top">
<button type="button" id="exit" class="exit" data-testid="game-exit" aria-label="${e(T.lobbyLabel)}"><span aria-hidden="true">‹</span> ${e(T.lobby)}</button>
<div class="title"><h1>${e(game.name)}</h1><p>${e(game.provider)} · ${e(T.rtp)} ${e(rtpOf(game.engine, lang))}</p></div>
<div class="wallet"><span>${e(T.balance)}</span><output id="balance" data-testid="game-balance">${e(money(opts.balance, opts.currency, lang))}</output></div>
</header>
${liveBar}
<main class="stage" id="stage"></main>
<p id="result" class="result" data-testid="game-result" role="status" aria-live="polite"></p>
<p id="error" class="error" role="alert" hidden></p>
<section class="controls" aria-label="${e(T.stake)}">
${freeRoundsBox(opts, T)}<div id="options" class="options"></div>
<div class="bar">
<div class="stake">
<button type="button" id="stake-down" class="round" data-lock aria-label="${e(T.lower)}">−</button>
<div class="stake-box"><span>${e(T.stake)}</span><output id="stake">${e(money(DEFAULT_STAKE, opts.currency, lang))}</output></div>
<button type="button" id="stake-up" class="round" data-lock aria-label="${e(T.raise)}">+</button>
</div>
<button type="button" id="play" class="play" data-testid="game-play" data-lock>${e(T[PLAY_LABEL[game.engine]])}</button>
</div>
<div id="actions" class="actions" hidden></div>
</section>
</div>
<script nonce="${e(nonce)}">(function () {
'use strict';
const DATA = ${scriptJson(data)};
${CORE}
${CLIENT[game.engine]}
globalThis.SimGame(DATA, globalThis.SimEngine);
})();</script>
</body>
</html>
`;
}
