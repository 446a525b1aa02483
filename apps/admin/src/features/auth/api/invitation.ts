import type { adminLoginResponseSchema, staffInvitationInfoSchema } from '@lalebet/shared';
import { useMutation, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';

/** POST admin/auth/invitation/check: whose account the link opens (STAFF_INVITE_INVALID if none). */
export const useInvitation = (token: string) =>
  useQuery({
    queryKey: ['invitation', token],
    queryFn: async () =>
      (await api.post<z.infer<typeof staffInvitationInfoSchema>>('admin/auth/invitation/check', { token }))
        .data,
    retry: false,
    enabled: token.length > 0,
  });

/** POST admin/auth/invitation: the new password; answers a session that may only enrol TOTP. */
export const useAcceptInvitation = () =>
  useMutation({
    mutationFn: (body: { token: string; password: string }) =>
      api.post<z.infer<typeof adminLoginResponseSchema>>('admin/auth/invitation', body),
  });
