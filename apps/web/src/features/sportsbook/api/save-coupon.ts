import type { Selection } from '@lalebet/shared/sportsbook';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST sportsbook/coupons: saves the selections under a short code anyone can load. */
export const saveCoupon = async (selections: Selection[]) =>
  (await api.post<{ code: string }>('sportsbook/coupons', { selections })).data;

export const useSaveCoupon = () => useMutation({ mutationFn: saveCoupon });
