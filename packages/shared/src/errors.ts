import type { Localized } from './locale.ts';

/**
 * The closed set of machine error codes. Adding one means adding its HTTP status and
 * both translations below; a test keeps the three lists in step.
 */
export const ERROR_CODES = [
  'VALIDATION_FAILED',
  'MALFORMED_JSON',
  'UNSUPPORTED_MEDIA_TYPE',
  'PAYLOAD_TOO_LARGE',
  'NOT_FOUND',
  'ROUTE_NOT_FOUND',
  'METHOD_NOT_ALLOWED',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'RATE_LIMITED',
  'SERVICE_UNAVAILABLE',
  'INTERNAL_ERROR',
  // Accounts and sessions
  'INVALID_CREDENTIALS',
  'ACCOUNT_LOCKED',
  'TOO_MANY_ATTEMPTS',
  'SESSION_EXPIRED',
  'USERNAME_TAKEN',
  'EMAIL_TAKEN',
  'PHONE_TAKEN',
  'WEAK_PASSWORD',
  'INVALID_CODE',
  'CODE_EXPIRED',
  'RESEND_TOO_SOON',
  'SMS_LIMIT_REACHED',
  'PHONE_PREFIX_NOT_ALLOWED',
  // Wallet and payments
  'PAYMENT_METHOD_NOT_FOUND',
  'AFFILIATE_NOT_FOUND',
  'AFFILIATE_BTAG_TAKEN',
  'INSUFFICIENT_FUNDS',
  'PAYMENT_GATEWAY_UNAVAILABLE',
  'WITHDRAWAL_NOT_FOUND',
  'WITHDRAWAL_ALREADY_DECIDED',
  'WEBHOOK_SIGNATURE_INVALID',
  'WEBHOOK_TIMESTAMP_INVALID',
  'WEBHOOK_PAYMENT_UNKNOWN',
  'WEBHOOK_PAYMENT_MISMATCH',
  'IDEMPOTENCY_KEY_REUSED',
  'IDEMPOTENCY_KEY_IN_PROGRESS',
  // Casino
  'GAME_NOT_FOUND',
  'GAME_PROVIDER_UNAVAILABLE',
  // Bonuses
  'BONUS_NOT_FOUND',
  'BONUS_NOT_CLAIMABLE',
  'BONUS_ALREADY_CLAIMED',
  'BONUS_PHONE_NOT_VERIFIED',
  'BONUS_CLAIM_ALREADY_DECIDED',
  'BONUS_FORFEIT_REQUIRED',
  // Back-office accounts (docs/decisions/014-staff-two-factor.md)
  'ADMIN_TWO_FACTOR_REQUIRED',
  'ADMIN_CHALLENGE_EXPIRED',
  'ADMIN_IP_NOT_ALLOWED',
  'SOURCE_NOT_ALLOWED',
  // Withdrawal step-up and payout destinations (ADR 015)
  'WITHDRAWAL_PHONE_NOT_VERIFIED',
  'WITHDRAWAL_COOLING_OFF',
  'WITHDRAWAL_ON_HOLD',
  'WITHDRAWAL_NOT_HELD',
  // Account security (docs/decisions/013-login-and-code-guessing.md)
  'CODES_FROZEN',
  // Sportsbook (docs/decisions/021-sportsbook-engine.md)
  'ODDS_CHANGED',
  'MARKET_SUSPENDED',
  'MARKET_NOT_FOUND',
  'EVENT_STARTED',
  'STAKE_TOO_LOW',
  'STAKE_TOO_HIGH',
  'PAYOUT_LIMIT',
  'LIABILITY_LIMIT',
  'SAME_EVENT',
  'TOO_MANY_LEGS',
  'NOT_ENOUGH_MONEY',
  'BET_NOT_FOUND',
  'COUPON_NOT_FOUND',
  'CASHOUT_UNAVAILABLE',
  'CASHOUT_QUOTE_EXPIRED',
  'CASHOUT_PRICE_CHANGED',
  // The trading desk (docs/decisions/079-bet-voids-and-player-limits.md)
  'BET_NOT_VOIDABLE',
  'OBVIOUS_ERROR_WINDOW_CLOSED',
  'MARKET_ALREADY_SETTLED',
  'MARKET_ALREADY_VOID',
  // Turkish coupon rules and the bet builder (docs/sportsbook.md §6)
  'MBS_NOT_MET',
  'MISLI_TOO_HIGH',
  'BANKER_INVALID',
  'BUILDER_CONFLICT',
  'BUILDER_UNAVAILABLE',
  'SPORTSBOOK_BRIDGE_OFF',
  // Player protection (docs/decisions/024-player-protection.md)
  'DEPOSIT_LIMIT',
  'LOSS_LIMIT',
  'WAGER_LIMIT',
  'SESSION_LIMIT',
  'TIMED_OUT',
  'SELF_EXCLUDED',
  'ACCOUNT_CLOSED',
  'COUNTRY_BLOCKED',
  'KYC_REQUIRED',
  'KYC_TRANSITION_INVALID',
  'KYC_UNAVAILABLE',
  'UNDERAGE',
  'LIMIT_REQUEST_NOT_FOUND',
  'LIMIT_REQUEST_NOT_READY',
  'EXCLUSION_CANNOT_SHORTEN',
  'LIMIT_RAISE_FORBIDDEN',
  'REGISTRATION_HELD',
  // Staff and roles (docs/decisions/029-staff-permissions.md)
  'PERMISSION_ESCALATION',
  'SEPARATION_OF_DUTIES',
  'LAST_ADMIN',
  'STAFF_USERNAME_TAKEN',
  'STAFF_NOT_FOUND',
  'ROLE_NOT_FOUND',
  'ROLE_EXISTS',
  // Markers of harm (docs/decisions/027-age-and-country.md): a strong flag waits for staff review.
  'BONUS_UNAVAILABLE',
  'FLAG_NOT_FOUND',
  // Back office (docs/decisions/029-staff-permissions.md) and national registers
  'STEP_UP_REQUIRED',
  'STEP_UP_INVALID',
  'CUSTOMER_NOT_FOUND',
  'APPROVAL_NOT_FOUND',
  'APPROVAL_OWN_REQUEST',
  'APPROVAL_EXPIRED',
  'APPROVAL_CHANGED',
  'APPROVAL_CLOSED',
  'APPROVAL_BENEFICIARY',
  'STAFF_LINK_SELF',
  'EXPORT_TOO_LARGE',
  'CONTENT_NOT_FOUND',
  'TRANSLATION_INVALID',
  'REGISTER_UNAVAILABLE',
  'REGISTER_EXCLUDED',
  'LIFT_NOT_ALLOWED',
  'LIFT_REQUEST_NOT_FOUND',
  // CMS (docs/rules.md R41): typed site options
  'SITE_OPTION_UNKNOWN',
  'SITE_OPTION_INVALID',
  // SE mode (docs/decisions/032-national-registers.md): deposit limits before any deposit or bet.
  'DEPOSIT_LIMIT_REQUIRED',
  // Back-office catalogue: casino, payment methods, bonus definitions and grants
  'PROVIDER_NOT_FOUND',
  'BONUS_CODE_TAKEN',
  // The casino catalogue from the aggregator (docs/decisions/090-catalogue-sync.md)
  'CATALOGUE_SYNC_OFF',
  'CATALOGUE_SYNC_TOO_SOON',
  'CATALOGUE_SYNC_FAILED',
  'RECONCILIATION_PROVIDER_UNKNOWN',
  'RECONCILIATION_FAILED',
  'RECONCILIATION_FLAG_NOT_FOUND',
  'RECONCILIATION_FLAG_RESOLVED',
  // Free rounds through the aggregator's Freebets API (docs/decisions/099-free-rounds.md)
  'FREE_ROUNDS_UNAVAILABLE',
  'FREE_ROUNDS_PREPAIDS_UNAVAILABLE',
  // Separation of duties and player protection (docs/decisions/041 to 049)
  'REALITY_CHECK_DUE',
  'ACCOUNT_DEBT_OPEN',
  'STAFF_INVITE_INVALID',
  'STAFF_DISABLED',
  'UNLOCK_LINK_INVALID',
  // Sportsbook favourites (docs/decisions/065-sportsbook-favourites.md)
  'FAVOURITES_TOO_MANY',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export const ERROR_STATUS: Record<ErrorCode, number> = {
  VALIDATION_FAILED: 400,
  MALFORMED_JSON: 400,
  UNSUPPORTED_MEDIA_TYPE: 415,
  PAYLOAD_TOO_LARGE: 413,
  NOT_FOUND: 404,
  ROUTE_NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  RATE_LIMITED: 429,
  SERVICE_UNAVAILABLE: 503,
  INTERNAL_ERROR: 500,
  // 400, never 401: the web logs out on any 401, and a failed login is not a lost session.
  INVALID_CREDENTIALS: 400,
  ACCOUNT_LOCKED: 423,
  TOO_MANY_ATTEMPTS: 429,
  SESSION_EXPIRED: 401,
  USERNAME_TAKEN: 409,
  EMAIL_TAKEN: 409,
  PHONE_TAKEN: 409,
  WEAK_PASSWORD: 400,
  INVALID_CODE: 400,
  CODE_EXPIRED: 400,
  RESEND_TOO_SOON: 429,
  SMS_LIMIT_REACHED: 429,
  PHONE_PREFIX_NOT_ALLOWED: 400,
  PAYMENT_METHOD_NOT_FOUND: 404,
  AFFILIATE_NOT_FOUND: 404,
  AFFILIATE_BTAG_TAKEN: 409,
  INSUFFICIENT_FUNDS: 409,
  PAYMENT_GATEWAY_UNAVAILABLE: 503,
  WITHDRAWAL_NOT_FOUND: 404,
  WITHDRAWAL_ALREADY_DECIDED: 409,
  // A gateway retries anything but 2xx; these are answers a retry cannot change.
  WEBHOOK_SIGNATURE_INVALID: 400,
  WEBHOOK_TIMESTAMP_INVALID: 400,
  WEBHOOK_PAYMENT_UNKNOWN: 404,
  WEBHOOK_PAYMENT_MISMATCH: 409,
  // The IETF Idempotency-Key draft: 422 for a key reused with another body, 409 while the first runs.
  IDEMPOTENCY_KEY_REUSED: 422,
  IDEMPOTENCY_KEY_IN_PROGRESS: 409,
  GAME_NOT_FOUND: 404,
  GAME_PROVIDER_UNAVAILABLE: 503,
  BONUS_NOT_FOUND: 404,
  BONUS_NOT_CLAIMABLE: 409,
  BONUS_ALREADY_CLAIMED: 409,
  BONUS_PHONE_NOT_VERIFIED: 403,
  BONUS_CLAIM_ALREADY_DECIDED: 409,
  BONUS_FORFEIT_REQUIRED: 409,
  // Back-office accounts
  ADMIN_TWO_FACTOR_REQUIRED: 403,
  ADMIN_CHALLENGE_EXPIRED: 400,
  ADMIN_IP_NOT_ALLOWED: 403,
  SOURCE_NOT_ALLOWED: 403,
  // Withdrawal step-up and payout destinations (ADR 015)
  WITHDRAWAL_PHONE_NOT_VERIFIED: 403,
  WITHDRAWAL_COOLING_OFF: 409,
  WITHDRAWAL_ON_HOLD: 409,
  WITHDRAWAL_NOT_HELD: 409,
  // Account security
  CODES_FROZEN: 423,
  // Sportsbook
  ODDS_CHANGED: 409,
  MARKET_SUSPENDED: 409,
  MARKET_NOT_FOUND: 404,
  EVENT_STARTED: 409,
  STAKE_TOO_LOW: 400,
  STAKE_TOO_HIGH: 400,
  PAYOUT_LIMIT: 400,
  LIABILITY_LIMIT: 409,
  SAME_EVENT: 400,
  TOO_MANY_LEGS: 400,
  NOT_ENOUGH_MONEY: 409,
  BET_NOT_FOUND: 404,
  COUPON_NOT_FOUND: 404,
  CASHOUT_UNAVAILABLE: 409,
  CASHOUT_QUOTE_EXPIRED: 409,
  CASHOUT_PRICE_CHANGED: 409,
  BET_NOT_VOIDABLE: 409,
  OBVIOUS_ERROR_WINDOW_CLOSED: 409,
  MARKET_ALREADY_SETTLED: 409,
  MARKET_ALREADY_VOID: 409,
  MBS_NOT_MET: 400,
  MISLI_TOO_HIGH: 400,
  BANKER_INVALID: 400,
  BUILDER_CONFLICT: 409,
  BUILDER_UNAVAILABLE: 409,
  SPORTSBOOK_BRIDGE_OFF: 404,
  // Player protection
  DEPOSIT_LIMIT: 403,
  LOSS_LIMIT: 403,
  WAGER_LIMIT: 403,
  SESSION_LIMIT: 403,
  TIMED_OUT: 403,
  SELF_EXCLUDED: 403,
  ACCOUNT_CLOSED: 403,
  COUNTRY_BLOCKED: 451,
  KYC_REQUIRED: 403,
  KYC_TRANSITION_INVALID: 409,
  KYC_UNAVAILABLE: 503,
  UNDERAGE: 403,
  LIMIT_REQUEST_NOT_FOUND: 404,
  LIMIT_REQUEST_NOT_READY: 409,
  EXCLUSION_CANNOT_SHORTEN: 409,
  LIMIT_RAISE_FORBIDDEN: 403,
  REGISTRATION_HELD: 403,
  // Staff and roles
  PERMISSION_ESCALATION: 403,
  SEPARATION_OF_DUTIES: 409,
  LAST_ADMIN: 409,
  STAFF_USERNAME_TAKEN: 409,
  STAFF_NOT_FOUND: 404,
  ROLE_NOT_FOUND: 404,
  ROLE_EXISTS: 409,
  BONUS_UNAVAILABLE: 403,
  FLAG_NOT_FOUND: 404,
  STEP_UP_REQUIRED: 403,
  STEP_UP_INVALID: 401,
  CUSTOMER_NOT_FOUND: 404,
  APPROVAL_NOT_FOUND: 404,
  APPROVAL_OWN_REQUEST: 403,
  APPROVAL_EXPIRED: 409,
  APPROVAL_CHANGED: 409,
  APPROVAL_CLOSED: 409,
  APPROVAL_BENEFICIARY: 403,
  STAFF_LINK_SELF: 403,
  EXPORT_TOO_LARGE: 413,
  CONTENT_NOT_FOUND: 404,
  TRANSLATION_INVALID: 400,
  REGISTER_UNAVAILABLE: 503,
  REGISTER_EXCLUDED: 403,
  LIFT_NOT_ALLOWED: 409,
  LIFT_REQUEST_NOT_FOUND: 404,
  SITE_OPTION_UNKNOWN: 400,
  SITE_OPTION_INVALID: 400,
  DEPOSIT_LIMIT_REQUIRED: 403,
  PROVIDER_NOT_FOUND: 404,
  BONUS_CODE_TAKEN: 409,
  CATALOGUE_SYNC_OFF: 409,
  CATALOGUE_SYNC_TOO_SOON: 429,
  CATALOGUE_SYNC_FAILED: 502,
  RECONCILIATION_PROVIDER_UNKNOWN: 404,
  RECONCILIATION_FAILED: 502,
  RECONCILIATION_FLAG_NOT_FOUND: 404,
  RECONCILIATION_FLAG_RESOLVED: 409,
  FREE_ROUNDS_UNAVAILABLE: 502,
  FREE_ROUNDS_PREPAIDS_UNAVAILABLE: 502,
  REALITY_CHECK_DUE: 409,
  ACCOUNT_DEBT_OPEN: 409,
  STAFF_INVITE_INVALID: 400,
  STAFF_DISABLED: 403,
  UNLOCK_LINK_INVALID: 400,
  FAVOURITES_TOO_MANY: 400,
};

export const ERROR_MESSAGES: Record<ErrorCode, Localized> = {
  VALIDATION_FAILED: {
    en: 'Some fields are invalid. Please check them and try again.',
    tr: 'Bazı alanlar geçersiz. Lütfen kontrol edip tekrar deneyin.',
  },
  MALFORMED_JSON: {
    en: 'The request body is not valid JSON.',
    tr: 'İstek gövdesi geçerli bir JSON değil.',
  },
  UNSUPPORTED_MEDIA_TYPE: {
    en: 'Requests must be sent as JSON (Content-Type: application/json).',
    tr: 'İstekler JSON olarak gönderilmelidir (Content-Type: application/json).',
  },
  PAYLOAD_TOO_LARGE: {
    en: 'The request is too large.',
    tr: 'İstek çok büyük.',
  },
  NOT_FOUND: { en: 'Not found.', tr: 'Bulunamadı.' },
  ROUTE_NOT_FOUND: {
    en: 'This API address does not exist.',
    tr: 'Bu API adresi mevcut değil.',
  },
  METHOD_NOT_ALLOWED: {
    en: 'This method is not allowed here.',
    tr: 'Bu yöntem burada kullanılamaz.',
  },
  UNAUTHORIZED: {
    en: 'Please log in to continue.',
    tr: 'Devam etmek için lütfen giriş yapın.',
  },
  FORBIDDEN: {
    en: 'You are not allowed to do this.',
    tr: 'Bu işlem için yetkiniz yok.',
  },
  RATE_LIMITED: {
    en: 'Too many requests. Please wait a moment and try again.',
    tr: 'Çok fazla istek gönderildi. Lütfen biraz bekleyip tekrar deneyin.',
  },
  SERVICE_UNAVAILABLE: {
    en: 'The service is temporarily unavailable. Please try again shortly.',
    tr: 'Hizmet geçici olarak kullanılamıyor. Lütfen birazdan tekrar deneyin.',
  },
  INTERNAL_ERROR: {
    en: 'Something went wrong on our side. Please try again.',
    tr: 'Bizim tarafımızda bir sorun oluştu. Lütfen tekrar deneyin.',
  },
  INVALID_CREDENTIALS: {
    en: 'The username or password is incorrect.',
    tr: 'Kullanıcı adı veya şifre hatalı.',
  },
  ACCOUNT_LOCKED: {
    en: 'This account is locked after too many failed attempts. Reset your password to unlock it.',
    tr: 'Çok fazla hatalı deneme nedeniyle bu hesap kilitlendi. Kilidi açmak için şifrenizi sıfırlayın.',
  },
  TOO_MANY_ATTEMPTS: {
    en: 'Too many attempts. Please wait and try again later.',
    tr: 'Çok fazla deneme yapıldı. Lütfen bekleyip daha sonra tekrar deneyin.',
  },
  SESSION_EXPIRED: {
    en: 'Your session has expired. Please log in again.',
    tr: 'Oturumunuzun süresi doldu. Lütfen tekrar giriş yapın.',
  },
  USERNAME_TAKEN: {
    en: 'This username is already taken.',
    tr: 'Bu kullanıcı adı zaten kullanılıyor.',
  },
  EMAIL_TAKEN: {
    en: 'An account with this e-mail address already exists.',
    tr: 'Bu e-posta adresiyle kayıtlı bir hesap zaten var.',
  },
  PHONE_TAKEN: {
    en: 'This phone number is already verified on another account.',
    tr: 'Bu telefon numarası başka bir hesapta zaten doğrulanmış.',
  },
  WEAK_PASSWORD: {
    en: 'This password is too weak. Choose a longer, less common one.',
    tr: 'Bu şifre çok zayıf. Daha uzun ve daha az yaygın bir şifre seçin.',
  },
  INVALID_CODE: {
    en: 'The code is invalid. Check it or request a new one.',
    tr: 'Kod geçersiz. Kontrol edin veya yeni bir kod isteyin.',
  },
  CODE_EXPIRED: {
    en: 'The code has expired. Please request a new one.',
    tr: 'Kodun süresi doldu. Lütfen yeni bir kod isteyin.',
  },
  RESEND_TOO_SOON: {
    en: 'A code was sent a moment ago. Please wait before requesting another.',
    tr: 'Az önce bir kod gönderildi. Yenisini istemeden önce lütfen bekleyin.',
  },
  SMS_LIMIT_REACHED: {
    en: 'You have reached the daily SMS limit. Please try again tomorrow.',
    tr: 'Günlük SMS sınırına ulaştınız. Lütfen yarın tekrar deneyin.',
  },
  PHONE_PREFIX_NOT_ALLOWED: {
    en: 'We cannot send SMS to numbers in this country.',
    tr: 'Bu ülkedeki numaralara SMS gönderemiyoruz.',
  },
  PAYMENT_METHOD_NOT_FOUND: {
    en: 'This payment method is not available.',
    tr: 'Bu ödeme yöntemi kullanılamıyor.',
  },
  AFFILIATE_NOT_FOUND: {
    en: 'No such affiliate.',
    tr: 'Böyle bir ortak bulunamadı.',
  },
  AFFILIATE_BTAG_TAKEN: {
    en: 'Another affiliate already uses this btag.',
    tr: 'Bu btag başka bir ortakta kullanılıyor.',
  },
  INSUFFICIENT_FUNDS: {
    en: 'Your balance is not enough for this amount.',
    tr: 'Bakiyeniz bu tutar için yeterli değil.',
  },
  PAYMENT_GATEWAY_UNAVAILABLE: {
    en: 'The payment service is not answering. Please try again in a few minutes.',
    tr: 'Ödeme servisi yanıt vermiyor. Lütfen birkaç dakika sonra tekrar deneyin.',
  },
  WITHDRAWAL_NOT_FOUND: { en: 'Withdrawal not found.', tr: 'Çekim talebi bulunamadı.' },
  WITHDRAWAL_ALREADY_DECIDED: {
    en: 'This withdrawal has already been decided.',
    tr: 'Bu çekim talebi zaten sonuçlandırılmış.',
  },
  WEBHOOK_SIGNATURE_INVALID: { en: 'Invalid webhook signature.', tr: 'Geçersiz webhook imzası.' },
  WEBHOOK_TIMESTAMP_INVALID: {
    en: 'The webhook timestamp is outside the allowed window.',
    tr: 'Webhook zaman damgası izin verilen aralığın dışında.',
  },
  WEBHOOK_PAYMENT_UNKNOWN: { en: 'Unknown payment.', tr: 'Bilinmeyen ödeme.' },
  WEBHOOK_PAYMENT_MISMATCH: {
    en: 'The amount or currency does not match the payment.',
    tr: 'Tutar veya para birimi ödemeyle eşleşmiyor.',
  },
  IDEMPOTENCY_KEY_REUSED: {
    en: 'This Idempotency-Key was already used for a different request.',
    tr: 'Bu Idempotency-Key farklı bir istek için zaten kullanıldı.',
  },
  IDEMPOTENCY_KEY_IN_PROGRESS: {
    en: 'A request with this Idempotency-Key is still being processed. Please try again shortly.',
    tr: 'Bu Idempotency-Key ile gönderilen istek hâlâ işleniyor. Lütfen birazdan tekrar deneyin.',
  },
  GAME_NOT_FOUND: {
    en: 'This game is not available.',
    tr: 'Bu oyun şu anda kullanılamıyor.',
  },
  GAME_PROVIDER_UNAVAILABLE: {
    en: 'The game provider is not answering. Please try again in a few minutes.',
    tr: 'Oyun sağlayıcısı yanıt vermiyor. Lütfen birkaç dakika sonra tekrar deneyin.',
  },
  BONUS_NOT_FOUND: { en: 'This bonus is not available.', tr: 'Bu bonus şu anda kullanılamıyor.' },
  BONUS_NOT_CLAIMABLE: {
    en: 'You cannot claim this bonus right now.',
    tr: 'Bu bonusu şu anda talep edemezsiniz.',
  },
  BONUS_ALREADY_CLAIMED: {
    en: 'This bonus has already been claimed.',
    tr: 'Bu bonus daha önce talep edildi.',
  },
  BONUS_PHONE_NOT_VERIFIED: {
    en: 'Verify your phone number to claim this bonus.',
    tr: 'Bu bonusu almak için telefon numaranızı doğrulayın.',
  },
  BONUS_CLAIM_ALREADY_DECIDED: {
    en: 'This bonus claim has already been decided.',
    tr: 'Bu bonus talebi zaten sonuçlandırılmış.',
  },
  BONUS_FORFEIT_REQUIRED: {
    en: 'You have an active bonus. Withdrawing now cancels it and removes your bonus balance. Confirm to continue.',
    tr: 'Aktif bir bonusunuz var. Şimdi para çekerseniz bonus iptal edilir ve bonus bakiyeniz silinir. Devam etmek için onaylayın.',
  },
  // Back-office accounts
  ADMIN_TWO_FACTOR_REQUIRED: {
    en: 'Set up two-factor authentication with an authenticator app to continue.',
    tr: 'Devam etmek için bir doğrulama uygulamasıyla iki adımlı doğrulamayı kurun.',
  },
  ADMIN_CHALLENGE_EXPIRED: {
    en: 'This sign-in step has expired or was already used. Log in again.',
    tr: 'Bu giriş adımının süresi doldu veya zaten kullanıldı. Tekrar giriş yapın.',
  },
  ADMIN_IP_NOT_ALLOWED: {
    en: 'The back office cannot be reached from this address.',
    tr: 'Yönetim paneline bu adresten erişilemez.',
  },
  SOURCE_NOT_ALLOWED: {
    en: "This address is not on the provider's allow-list.",
    tr: 'Bu adres sağlayıcının izin listesinde değil.',
  },
  // Withdrawal step-up and payout destinations (ADR 015)
  WITHDRAWAL_PHONE_NOT_VERIFIED: {
    en: 'Verify your phone number to receive a withdrawal code, or confirm with your password.',
    tr: 'Çekim kodu almak için telefon numaranızı doğrulayın ya da şifrenizle onaylayın.',
  },
  WITHDRAWAL_COOLING_OFF: {
    en: 'This withdrawal goes to a new payout account and cannot be confirmed yet.',
    tr: 'Bu çekim yeni bir ödeme hesabına yapılıyor ve henüz onaylanamaz.',
  },
  WITHDRAWAL_ON_HOLD: {
    en: 'This withdrawal is on hold. Release it first.',
    tr: 'Bu çekim beklemeye alındı. Önce beklemeden çıkarın.',
  },
  WITHDRAWAL_NOT_HELD: {
    en: 'This withdrawal is not on hold.',
    tr: 'Bu çekim beklemede değil.',
  },
  // Account security
  CODES_FROZEN: {
    en: 'Too many wrong codes were entered for this account, so codes are paused for your safety. Please contact our support team.',
    tr: 'Bu hesap için çok sayıda hatalı kod girildiği için güvenliğiniz amacıyla kodlar durduruldu. Lütfen müşteri hizmetlerimizle iletişime geçin.',
  },
  // Sportsbook
  ODDS_CHANGED: {
    en: 'The odds have changed. Check the new odds and place your bet again.',
    tr: 'Oranlar değişti. Yeni oranları kontrol edip bahsinizi tekrar yapın.',
  },
  MARKET_SUSPENDED: {
    en: 'Betting on this selection is suspended at the moment.',
    tr: 'Bu seçimde bahis şu anda durduruldu.',
  },
  MARKET_NOT_FOUND: {
    en: 'This selection is no longer available.',
    tr: 'Bu seçim artık mevcut değil.',
  },
  EVENT_STARTED: {
    en: 'This match has started; pre-match betting is closed.',
    tr: 'Bu maç başladı; maç öncesi bahisler kapandı.',
  },
  STAKE_TOO_LOW: {
    en: 'The stake is below the minimum.',
    tr: 'Bahis tutarı en düşük tutarın altında.',
  },
  STAKE_TOO_HIGH: {
    en: 'The stake is above the maximum.',
    tr: 'Bahis tutarı en yüksek tutarın üzerinde.',
  },
  PAYOUT_LIMIT: {
    en: 'The possible win is above the maximum payout per bet.',
    tr: 'Olası kazanç, bahis başına en yüksek ödemenin üzerinde.',
  },
  LIABILITY_LIMIT: {
    en: 'This selection cannot take a bet this large at the moment.',
    tr: 'Bu seçim şu anda bu büyüklükte bir bahis kabul edemiyor.',
  },
  SAME_EVENT: {
    en: 'A multiple can have only one selection per match.',
    tr: 'Kombine kuponda her maçtan yalnızca bir seçim olabilir.',
  },
  TOO_MANY_LEGS: {
    en: 'Too many selections: a multiple takes at most 20, a system bet at most 8.',
    tr: 'Çok fazla seçim: kombine kupon en fazla 20, sistem bahsi en fazla 8 seçim alabilir.',
  },
  NOT_ENOUGH_MONEY: {
    en: 'Your balance is not enough for this bet.',
    tr: 'Bakiyeniz bu bahis için yeterli değil.',
  },
  BET_NOT_FOUND: {
    en: 'Bet not found.',
    tr: 'Bahis bulunamadı.',
  },
  COUPON_NOT_FOUND: {
    en: 'No coupon has this code.',
    tr: 'Bu koda ait kupon bulunamadı.',
  },
  CASHOUT_UNAVAILABLE: {
    en: 'Cash-out is not available for this bet at the moment.',
    tr: 'Bu bahis şu anda bozdurulamıyor.',
  },
  CASHOUT_QUOTE_EXPIRED: {
    en: 'This cash-out offer has expired. Ask for a new one.',
    tr: 'Bu bozdurma teklifinin süresi doldu. Yeni bir teklif isteyin.',
  },
  CASHOUT_PRICE_CHANGED: {
    en: 'The cash-out value has changed. Check the new offer.',
    tr: 'Bozdurma tutarı değişti. Yeni teklifi kontrol edin.',
  },
  BET_NOT_VOIDABLE: {
    en: 'This bet cannot be voided: it was cashed out, refused, is still awaiting acceptance, or is already voided or waiting for a void approval.',
    tr: 'Bu bahis iptal edilemez: bozdurulmuş, reddedilmiş, henüz onay bekliyor ya da zaten iptal edilmiş veya iptal onayı bekliyor.',
  },
  OBVIOUS_ERROR_WINDOW_CLOSED: {
    en: 'The obvious-error window of this bet has closed: it was settled too long ago to be voided as an obvious error.',
    tr: 'Bu bahsin bariz hata süresi doldu: bariz hata gerekçesiyle iptal edilemeyecek kadar uzun süre önce sonuçlandı.',
  },
  MARKET_ALREADY_SETTLED: {
    en: 'This market already has a result (from the feed or a trader); a manual grade would settle it twice.',
    tr: 'Bu marketin zaten bir sonucu var (veri akışından ya da bir trader’dan); elle sonuçlandırma onu iki kez sonuçlandırırdı.',
  },
  MARKET_ALREADY_VOID: {
    en: 'This market is already void: every bet on it has its stake back.',
    tr: 'Bu market zaten iptal edildi: üzerindeki her bahsin tutarı iade edildi.',
  },
  MBS_NOT_MET: {
    en: 'This coupon needs more selections: a match on it has a minimum number of selections (MBS).',
    tr: 'Kupondaki bir maçın minimum bahis sayısı (MBS) karşılanmadı: kupona daha fazla seçim ekleyin.',
  },
  MISLI_TOO_HIGH: {
    en: 'The multiplier (misli) is higher than this site allows.',
    tr: 'Misli, sitenin izin verdiği en yüksek değerin üzerinde.',
  },
  BANKER_INVALID: {
    en: 'Bankers are only for system bets, and at least two selections must stay outside them.',
    tr: 'Banko yalnızca sistem kuponlarında seçilebilir ve en az iki seçim banko dışında kalmalıdır.',
  },
  BUILDER_CONFLICT: {
    en: 'These selections cannot be combined in one bet builder.',
    tr: 'Bu seçimler aynı Bahis Oluşturucu kuponunda birleştirilemez.',
  },
  BUILDER_UNAVAILABLE: {
    en: 'The bet builder is not available for this match at the moment.',
    tr: 'Bahis Oluşturucu bu maç için şu anda kullanılamıyor.',
  },
  SPORTSBOOK_BRIDGE_OFF: {
    en: 'This sportsbook is not available on this site.',
    tr: 'Bu bahis bölümü bu sitede kullanılamıyor.',
  },
  DEPOSIT_LIMIT: {
    en: 'This deposit would pass your deposit limit.',
    tr: 'Bu yatırım, para yatırma limitinizi aşıyor.',
  },
  LOSS_LIMIT: {
    en: 'This bet would pass your loss limit.',
    tr: 'Bu bahis, kayıp limitinizi aşıyor.',
  },
  WAGER_LIMIT: {
    en: 'This bet would pass your wager limit.',
    tr: 'Bu bahis, bahis limitinizi aşıyor.',
  },
  SESSION_LIMIT: {
    en: 'You have reached your daily session-time limit.',
    tr: 'Günlük oturum süresi limitinize ulaştınız.',
  },
  TIMED_OUT: {
    en: 'Your account is on a time-out.',
    tr: 'Hesabınız mola süresinde.',
  },
  SELF_EXCLUDED: {
    en: 'Your account is self-excluded.',
    tr: 'Hesabınız kendi isteğinizle oyundan uzaklaştırıldı.',
  },
  ACCOUNT_CLOSED: {
    en: 'This account is closed.',
    tr: 'Bu hesap kapatıldı.',
  },
  COUNTRY_BLOCKED: {
    en: 'Real-money play is not available in your country.',
    tr: 'Ülkenizde gerçek parayla oyun sunulmamaktadır.',
  },
  KYC_REQUIRED: {
    en: 'Please verify your identity first.',
    tr: 'Lütfen önce kimliğinizi doğrulayın.',
  },
  KYC_TRANSITION_INVALID: {
    en: 'The identity check cannot change to that state now.',
    tr: 'Kimlik doğrulaması şu anda bu duruma geçemez.',
  },
  KYC_UNAVAILABLE: {
    en: 'Identity verification is unavailable right now. Please try again shortly.',
    tr: 'Kimlik doğrulama şu anda kullanılamıyor. Lütfen biraz sonra tekrar deneyin.',
  },
  UNDERAGE: {
    en: 'You must be at least 18 years old to play.',
    tr: 'Oynamak için en az 18 yaşında olmalısınız.',
  },
  LIMIT_REQUEST_NOT_FOUND: {
    en: 'No such limit request.',
    tr: 'Böyle bir limit talebi bulunamadı.',
  },
  LIMIT_REQUEST_NOT_READY: {
    en: 'This limit change cannot be confirmed yet.',
    tr: 'Bu limit değişikliği henüz onaylanamaz.',
  },
  EXCLUSION_CANNOT_SHORTEN: {
    en: 'An active time-out or exclusion cannot be shortened.',
    tr: 'Süren bir mola veya uzaklaştırma kısaltılamaz.',
  },
  LIMIT_RAISE_FORBIDDEN: {
    en: 'Staff cannot raise a limit the player set.',
    tr: 'Personel, oyuncunun koyduğu limiti yükseltemez.',
  },
  REGISTRATION_HELD: {
    en: 'We could not open this account. Please contact support.',
    tr: 'Bu hesap açılamadı. Lütfen destek ekibiyle iletişime geçin.',
  },
  PERMISSION_ESCALATION: {
    en: 'You cannot grant permissions you do not hold.',
    tr: 'Sahip olmadığınız yetkileri veremezsiniz.',
  },
  SEPARATION_OF_DUTIES: {
    en: 'These permissions cannot be held by one person together.',
    tr: 'Bu yetkiler aynı kişide bir arada bulunamaz.',
  },
  LAST_ADMIN: {
    en: 'The last full administrator cannot lose the admin role.',
    tr: 'Son tam yetkili yönetici, yönetici rolünü kaybedemez.',
  },
  STAFF_USERNAME_TAKEN: {
    en: 'A staff member has this username already.',
    tr: 'Bu kullanıcı adı başka bir personelde kayıtlı.',
  },
  STAFF_NOT_FOUND: {
    en: 'No such staff member.',
    tr: 'Böyle bir personel bulunamadı.',
  },
  ROLE_NOT_FOUND: {
    en: 'No such role.',
    tr: 'Böyle bir rol bulunamadı.',
  },
  ROLE_EXISTS: {
    en: 'A role with this name exists already.',
    tr: 'Bu adda bir rol zaten var.',
  },
  BONUS_UNAVAILABLE: {
    en: 'Bonus offers are not available on your account at the moment. Please contact support.',
    tr: 'Bonus teklifleri şu anda hesabınızda kullanılamıyor. Lütfen destek ekibiyle iletişime geçin.',
  },
  FLAG_NOT_FOUND: {
    en: 'No such flag, or it has already been reviewed.',
    tr: 'Böyle bir işaret yok ya da zaten incelendi.',
  },
  STEP_UP_REQUIRED: {
    en: 'Enter your authenticator code again to confirm this action.',
    tr: 'Bu işlemi onaylamak için doğrulama kodunuzu yeniden girin.',
  },
  STEP_UP_INVALID: {
    en: 'The code is not valid.',
    tr: 'Kod geçerli değil.',
  },
  CUSTOMER_NOT_FOUND: {
    en: 'No such player.',
    tr: 'Böyle bir oyuncu yok.',
  },
  APPROVAL_NOT_FOUND: {
    en: 'No such approval request.',
    tr: 'Böyle bir onay talebi yok.',
  },
  APPROVAL_OWN_REQUEST: {
    en: 'You cannot approve or reject a request you made.',
    tr: 'Kendi yaptığınız bir talebi onaylayamaz ya da reddedemezsiniz.',
  },
  APPROVAL_EXPIRED: {
    en: 'This approval request has expired.',
    tr: 'Bu onay talebinin süresi doldu.',
  },
  APPROVAL_CHANGED: {
    en: 'The request changed after you reviewed it. Review it again.',
    tr: 'Talep, siz inceledikten sonra değişti. Lütfen yeniden inceleyin.',
  },
  APPROVAL_CLOSED: {
    en: 'This request has already been decided.',
    tr: 'Bu talep zaten sonuçlandırıldı.',
  },
  APPROVAL_BENEFICIARY: {
    en: 'This benefits the player account linked to your staff account: someone else must request and approve it.',
    tr: 'Bu işlem, personel hesabınıza bağlı oyuncu hesabının lehine: talebi ve onayı başka biri vermeli.',
  },
  STAFF_LINK_SELF: {
    en: 'You cannot change the player account linked to your own staff account.',
    tr: 'Kendi personel hesabınıza bağlı oyuncu hesabını değiştiremezsiniz.',
  },
  EXPORT_TOO_LARGE: {
    en: 'Too many rows to export. Narrow the filters.',
    tr: 'Dışa aktarılacak satır sayısı çok fazla. Filtreleri daraltın.',
  },
  CONTENT_NOT_FOUND: {
    en: 'No such content item.',
    tr: 'Böyle bir içerik yok.',
  },
  TRANSLATION_INVALID: {
    en: 'The translation is not a valid message (check the placeholders in braces).',
    tr: 'Çeviri geçerli bir ileti değil (süslü parantez içindeki yer tutucuları kontrol edin).',
  },
  REGISTER_UNAVAILABLE: {
    en: 'The self-exclusion register cannot be checked right now. Please try again later.',
    tr: 'Kendini dışlama kaydı şu anda kontrol edilemiyor. Lütfen daha sonra tekrar deneyin.',
  },
  REGISTER_EXCLUDED: {
    en: 'You are registered with the national self-exclusion scheme, so you cannot play here.',
    tr: 'Ulusal kendini dışlama programına kayıtlısınız; burada oyun oynayamazsınız.',
  },
  DEPOSIT_LIMIT_REQUIRED: {
    en: 'Set your deposit limits before you deposit or place a bet.',
    tr: 'Para yatırmadan veya bahis yapmadan önce para yatırma limitlerinizi belirleyin.',
  },
  LIFT_NOT_ALLOWED: {
    en: 'This block cannot be lifted yet.',
    tr: 'Bu kısıtlama henüz kaldırılamaz.',
  },
  LIFT_REQUEST_NOT_FOUND: {
    en: 'No such lift request.',
    tr: 'Böyle bir kaldırma talebi yok.',
  },
  SITE_OPTION_UNKNOWN: {
    en: 'No such site option: the server reads no option by that name.',
    tr: 'Böyle bir site ayarı yok: sunucu bu adla bir ayar okumuyor.',
  },
  SITE_OPTION_INVALID: {
    en: 'The value does not fit the type of this site option.',
    tr: 'Değer bu site ayarının türüne uymuyor.',
  },
  PROVIDER_NOT_FOUND: {
    en: 'No such game provider.',
    tr: 'Böyle bir oyun sağlayıcısı yok.',
  },
  BONUS_CODE_TAKEN: {
    en: 'A bonus with this code exists already.',
    tr: 'Bu koda sahip bir bonus zaten var.',
  },
  CATALOGUE_SYNC_OFF: {
    en: 'The game catalogue is not imported from a provider on this site.',
    tr: 'Bu sitede oyun kataloğu bir sağlayıcıdan aktarılmıyor.',
  },
  CATALOGUE_SYNC_TOO_SOON: {
    en: 'The catalogue was synced less than a minute ago. Please wait a minute and try again.',
    tr: 'Katalog bir dakikadan kısa süre önce eşitlendi. Lütfen bir dakika bekleyip tekrar deneyin.',
  },
  CATALOGUE_SYNC_FAILED: {
    en: 'The provider did not deliver the catalogue; nothing was changed. The last run shows why.',
    tr: 'Sağlayıcı kataloğu göndermedi; hiçbir şey değişmedi. Nedeni son çalıştırmada görünüyor.',
  },
  RECONCILIATION_PROVIDER_UNKNOWN: {
    en: 'No payment provider with a transaction list has that name.',
    tr: 'Bu adla işlem listesi sunan bir ödeme sağlayıcısı yok.',
  },
  RECONCILIATION_FAILED: {
    en: "The provider's transaction list could not be read; no flag was raised. Try again later.",
    tr: 'Sağlayıcının işlem listesi okunamadı; hiçbir uyarı oluşturulmadı. Daha sonra yeniden deneyin.',
  },
  RECONCILIATION_FLAG_NOT_FOUND: {
    en: 'No such reconciliation flag.',
    tr: 'Böyle bir mutabakat uyarısı yok.',
  },
  RECONCILIATION_FLAG_RESOLVED: {
    en: 'This flag is already resolved.',
    tr: 'Bu uyarı zaten çözüldü.',
  },
  FREE_ROUNDS_UNAVAILABLE: {
    en: 'The game provider could not set up the free rounds right now; no bonus was given. Please try again later.',
    tr: 'Oyun sağlayıcısı bedava turları şu anda hazırlayamadı; bonus verilmedi. Lütfen daha sonra tekrar deneyin.',
  },
  FREE_ROUNDS_PREPAIDS_UNAVAILABLE: {
    en: "The game provider's free-round templates could not be fetched right now. Try again in a minute, or type the template's id.",
    tr: 'Oyun sağlayıcısının bedava tur şablonları şu anda alınamadı. Bir dakika sonra tekrar deneyin ya da şablonun kimliğini elle girin.',
  },
  REALITY_CHECK_DUE: {
    en: 'Your reality check is due. Please review your session before you play on.',
    tr: 'Oturum hatırlatmanızın zamanı geldi. Oynamaya devam etmeden önce lütfen oturumunuzu gözden geçirin.',
  },
  ACCOUNT_DEBT_OPEN: {
    en: 'Your account has an open balance owed from a corrected bet. It must be settled before you can withdraw.',
    tr: 'Hesabınızda düzeltilen bir bahisten kalan açık bir borç var. Para çekmeden önce kapatılması gerekir.',
  },
  STAFF_INVITE_INVALID: {
    en: 'This invitation link is invalid, used or expired. Ask for a new one.',
    tr: 'Bu davet bağlantısı geçersiz, kullanılmış veya süresi dolmuş. Yeni bir bağlantı isteyin.',
  },
  STAFF_DISABLED: {
    en: 'This staff account is disabled.',
    tr: 'Bu personel hesabı devre dışı bırakıldı.',
  },
  UNLOCK_LINK_INVALID: {
    en: 'This unlock link is invalid, used or expired. You can still reset your password.',
    tr: 'Bu kilit açma bağlantısı geçersiz, kullanılmış veya süresi dolmuş. Şifrenizi yine de sıfırlayabilirsiniz.',
  },
  FAVOURITES_TOO_MANY: {
    en: 'You can keep at most 100 favourite leagues and 100 favourite matches.',
    tr: 'En fazla 100 favori lig ve 100 favori maç kaydedebilirsiniz.',
  },
};
