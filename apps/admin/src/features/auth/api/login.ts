import {
  adminLoginRequestSchema,
  adminLoginVerifyRequestSchema,
  type adminLoginResponseSchema,
  type adminSessionResponseSchema,
} from '@lalebet/shared';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';

export { adminLoginRequestSchema, adminLoginVerifyRequestSchema };
export type LoginInput = z.infer<typeof adminLoginRequestSchema>;
export type LoginAnswer = z.infer<typeof adminLoginResponseSchema>;
export type VerifyInput = z.infer<typeof adminLoginVerifyRequestSchema>;

/** POST admin/auth/login: the password step. */
export const postLogin = (body: LoginInput) => api.post<LoginAnswer>('admin/auth/login', body);
export const useLogin = () => useMutation({ mutationFn: postLogin });

/** POST admin/auth/login/verify: the TOTP (or recovery code) step. */
export const postLoginVerify = (body: VerifyInput) =>
  api.post<z.infer<typeof adminSessionResponseSchema>>('admin/auth/login/verify', body);
export const useLoginVerify = () => useMutation({ mutationFn: postLoginVerify });
