import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST auth/checkresetcode: checks the e-mailed code without using it up (recovery step 2). */
export const checkResetCode = (body: { code: string; username: string }) =>
  api.post<null>('auth/checkresetcode', body);

export const useCheckResetCode = () => useMutation({ mutationFn: checkResetCode });
