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
};
