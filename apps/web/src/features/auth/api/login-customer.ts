import type { LoginRequest, SessionData } from '@lalebet/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST auth/login: resolves to the session data and the server's welcome message. */
export const loginCustomer = (body: LoginRequest) => api.post<SessionData>('auth/login', body);

export const useLoginCustomer = () => useMutation({ mutationFn: loginCustomer });
