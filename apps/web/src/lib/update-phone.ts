import type { UpdatePhoneRequest } from '@lalebet/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from './api-client';
import { sharedKeys } from './query-keys';

/**
 * POST customer/updatephone, used by the sign-up SMS step and the account's phone page. Step 1
 * sends a 6-digit SMS code to `phone`; step 2 checks the code and makes `phone` the account's
 * verified number. `phone` has the 90 prefix.
 */
export const updatePhone = (body: UpdatePhoneRequest) => api.post<null>('customer/updatephone', body);

export function useUpdatePhone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePhone,
    onSuccess: (_data, body) => {
      if (body.step === 2) return queryClient.invalidateQueries({ queryKey: sharedKeys.account });
    },
  });
}
