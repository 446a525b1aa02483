import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST auth/sendresetpassword: e-mails a reset code (recovery step 1). */
export const sendResetPassword = (body: { username: string }) =>
  api.post<null>('auth/sendresetpassword', body);

export const useSendResetPassword = () => useMutation({ mutationFn: sendResetPassword });
