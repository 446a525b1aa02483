import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type ChangePasswordWithCode = { password: string; password2: string; username: string; code: string };

/** POST auth/changepasswordwithcode: sets the new password (recovery step 3). */
export const changePasswordWithCode = (body: ChangePasswordWithCode) =>
  api.post<null>('auth/changepasswordwithcode', body);

export const useChangePasswordWithCode = () => useMutation({ mutationFn: changePasswordWithCode });
