import type { CallbackRequest } from '@lalebet/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST callcenter/request: the 'Sizi Arayalım' form. Resolves to the server's message. */
export const createCallbackRequest = (body: CallbackRequest) =>
  api.post<{ id: number }>('callcenter/request', body);

export const useCreateCallbackRequest = () => useMutation({ mutationFn: createCallbackRequest });
