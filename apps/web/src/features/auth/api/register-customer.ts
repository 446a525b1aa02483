import type { RegisterRequest, SessionData } from '@lalebet/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST auth/register: creates the account and answers with its session (the player is logged in). */
export const registerCustomer = (body: RegisterRequest) => api.post<SessionData>('auth/register', body);

export const useRegisterCustomer = () => useMutation({ mutationFn: registerCustomer });
