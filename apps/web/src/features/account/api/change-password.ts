import type { ChangePasswordRequest } from '@lalebet/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { accountKeys } from './keys';

/** POST customer/changepassword. Success also ends the player's other sessions. */
export const changePassword = (body: ChangePasswordRequest) =>
  api.post<null>('customer/changepassword', body);

export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePassword,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.sessions }),
  });
}
