import type { ChangePasswordRequest, ChangePasswordResponse } from '@lalebet/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { patchSession } from '@/stores/session';
import { accountKeys } from './keys';

/**
 * POST customer/changepassword. Success also ends the player's other sessions and replaces this
 * session's token (the old one gets 401): the new one is stored at once, so the player stays in.
 */
export const changePassword = (body: ChangePasswordRequest) =>
  api.post<ChangePasswordResponse>('customer/changepassword', body);

export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePassword,
    onSuccess: ({ data }) => {
      patchSession({ token: data.token });
      return queryClient.invalidateQueries({ queryKey: accountKeys.sessions });
    },
  });
}
