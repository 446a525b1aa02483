import { api } from '@/lib/api-client';

/** GET auth/logout: ends this session on the server. */
export const logoutCustomer = () => api.get<null>('auth/logout');
