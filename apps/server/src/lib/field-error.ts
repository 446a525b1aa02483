import type { ValidationKey } from '@lalebet/shared';
import type { z } from 'zod';
import { RequestValidationError } from './validation.ts';

/**
 * A body-field error found by a service (a rule the schema cannot see, such as a country id
 * that does not exist); it reaches the client exactly like a schema error on that field.
 */
export function fieldError(field: string, key: ValidationKey): RequestValidationError {
  const issue = {
    code: 'custom',
    path: [field],
    message: key,
    input: undefined,
  } as unknown as z.core.$ZodIssue;
  return new RequestValidationError([issue], 'body');
}
