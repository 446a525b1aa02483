import type { ErrorCode, Localized } from '@lalebet/shared';

/**
 * The one error type services throw. `message` overrides the catalogue text for this
 * code (both languages, so the error handler can pick by x-locale).
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly localized: Localized | undefined;
  readonly headers: Record<string, string>;
  /** Sent as the envelope's `data` (e.g. a sportsbook refusal's current prices); null otherwise. */
  readonly data: Record<string, unknown> | null;

  constructor(
    code: ErrorCode,
    options: { message?: Localized; headers?: Record<string, string>; data?: Record<string, unknown> } = {},
  ) {
    super(options.message?.en ?? code);
    this.name = 'AppError';
    this.code = code;
    this.localized = options.message;
    this.headers = options.headers ?? {};
    this.data = options.data ?? null;
  }
}
