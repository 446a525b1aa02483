import type { ErrorCode } from './errors.ts';

/**
 * A failed API call as both browser apps see it: the HTTP status, the envelope's stable code
 * (or NETWORK_ERROR), its field errors and, for some refusals, data (a bet refusal's prices).
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: ErrorCode | 'NETWORK_ERROR';
  readonly errors: { path: string; message: string }[];
  /** What a refusal carries beside its code, else null. */
  readonly data: unknown;
  constructor(
    message: string,
    status: number,
    code: ApiError['code'],
    errors: ApiError['errors'] = [],
    data: unknown = null,
  ) {
    super(message);
    this.status = status;
    this.code = code;
    this.errors = errors;
    this.data = data;
  }
}
