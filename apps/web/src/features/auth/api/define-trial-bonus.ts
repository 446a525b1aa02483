import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * GET bonus/definetrialbonus: claims the sign-up trial bonus. The server side belongs to the
 * bonuses issue; until it lands the call fails, and docs/product.md says a failure shows nothing.
 */
export const defineTrialBonus = () => api.get<unknown>('bonus/definetrialbonus');

export const useDefineTrialBonus = () => useMutation({ mutationFn: defineTrialBonus });
