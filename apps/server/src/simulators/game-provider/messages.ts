/** The simulator's own player-facing texts, Turkish and English, by error code. */
export type SimLang = 'tr' | 'en';

export const SIM_MESSAGES = {
  linkUsed: { tr: 'Bu oyun bağlantısı zaten kullanıldı', en: 'This game link has already been used' },
  sessionInvalid: {
    tr: 'Oyun oturumu geçersiz veya süresi dolmuş. Lütfen oyunu yeniden açın.',
    en: 'This game session is invalid or has expired. Please open the game again.',
  },
  gameNotFound: { tr: 'Oyun bulunamadı', en: 'Game not found' },
  insufficient_funds: { tr: 'Yetersiz bakiye', en: 'Insufficient balance' },
  token_expired: {
    tr: 'Oyun oturumunun süresi doldu. Lütfen oyunu yeniden açın.',
    en: 'The game session has expired. Please open the game again.',
  },
  invalid_token: { tr: 'Oyun oturumu geçersiz.', en: 'The game session is not valid.' },
  user_disabled: { tr: 'Hesabınız bahis yapmaya kapalı.', en: 'Your account cannot place bets.' },
  limit_reached: { tr: 'Bahis limitinize ulaştınız.', en: 'You have reached your betting limit.' },
  bet_refused: { tr: 'Bahis kabul edilmedi.', en: 'The bet was not accepted.' },
  wallet_unavailable: {
    tr: 'Cüzdana şu anda ulaşılamıyor; bahsiniz alınmadı. Lütfen tekrar deneyin.',
    en: 'The wallet cannot be reached right now; your bet was not taken. Please try again.',
  },
  invalid_bet: { tr: 'Geçersiz bahis.', en: 'Invalid bet.' },
  round_not_found: { tr: 'Oyun turu bulunamadı.', en: 'Game round not found.' },
  round_busy: { tr: 'Bu tur için bir işlem sürüyor.', en: 'This round is already being played.' },
  session_not_found: {
    tr: 'Oyun oturumu bulunamadı. Lütfen oyunu yeniden açın.',
    en: 'Game session not found. Please open the game again.',
  },
  no_free_rounds: {
    tr: 'Bu oyunda kullanılabilir bedava turunuz yok.',
    en: 'You have no free rounds to play in this game.',
  },
} as const satisfies Record<string, Record<SimLang, string>>;

export type SimMessageKey = keyof typeof SIM_MESSAGES;

/** The closed set of errors the game API answers, with their HTTP status. */
export const ROUND_ERRORS = {
  insufficient_funds: 409,
  token_expired: 401,
  invalid_token: 401,
  user_disabled: 403,
  limit_reached: 409,
  bet_refused: 409,
  wallet_unavailable: 503,
  invalid_bet: 400,
  round_not_found: 404,
  round_busy: 409,
  session_not_found: 401,
  no_free_rounds: 404,
} as const satisfies Partial<Record<SimMessageKey, number>>;

export type RoundErrorCode = keyof typeof ROUND_ERRORS;

export class RoundError extends Error {
  readonly code: RoundErrorCode;
  constructor(code: RoundErrorCode) {
    super(code);
    this.code = code;
  }
}

export const langOf = (v: unknown): SimLang => (v === 'en' ? 'en' : 'tr');
