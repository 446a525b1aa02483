/**
 * The success envelope every JSON route answers with (docs/decisions/003-api-envelope-and-error-codes.md).
 * Errors take the same shape through plugins/errors.ts; this is the one way to build a success.
 */
export const ok = <T>(data: T, message = '') => ({ success: true as const, message, data });
