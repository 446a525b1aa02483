import type { adminStepUpResponseSchema } from '@lalebet/shared';
import type { z } from 'zod';
import { api } from '@/lib/api-client';

/** POST admin/auth/step-up: a fresh TOTP code opens money and role actions for a few minutes. */
export const postStepUp = (code: string) =>
  api.post<z.infer<typeof adminStepUpResponseSchema>>('admin/auth/step-up', { code });
