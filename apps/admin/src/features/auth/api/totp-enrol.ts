import type { adminTotpConfirmResponseSchema, adminTotpEnrolResponseSchema } from '@lalebet/shared';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';

/** POST admin/auth/totp/enrol: a new secret for the authenticator app. */
export const postTotpEnrol = () =>
  api.post<z.infer<typeof adminTotpEnrolResponseSchema>>('admin/auth/totp/enrol');
export const useTotpEnrol = () => useMutation({ mutationFn: postTotpEnrol });

/** POST admin/auth/totp/confirm: the first code; answers the recovery codes once. */
export const postTotpConfirm = (code: string) =>
  api.post<z.infer<typeof adminTotpConfirmResponseSchema>>('admin/auth/totp/confirm', { code });
export const useTotpConfirm = () => useMutation({ mutationFn: postTotpConfirm });
