import type { UpdatePhoneRequest } from '@lalebet/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST customer/updatephone: step 1 sends an SMS code to the phone, step 2 verifies it. */
export const updatePhone = (body: UpdatePhoneRequest) => api.post<null>('customer/updatephone', body);

export const useUpdatePhone = () => useMutation({ mutationFn: updatePhone });
