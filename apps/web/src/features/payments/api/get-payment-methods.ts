import type { Locale } from '@lalebet/shared/locale';
import type { PaymentMethod } from '@lalebet/shared/payments';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useLocale } from '@/hooks/use-locale';
import { api } from '@/lib/api-client';
import { type Direction, paymentKeys } from './keys';

/** GET payment/methods?type=1 (deposit) or 2 (withdraw): logo, name, limits in lira, time. */
export const getPaymentMethods = async (direction: Direction) =>
  (await api.get<PaymentMethod[]>('payment/methods', { type: direction })).data;

export const paymentMethodsQueryOptions = (direction: Direction, locale: Locale) =>
  queryOptions({
    queryKey: paymentKeys.methods(direction, locale),
    queryFn: () => getPaymentMethods(direction),
    staleTime: 60_000,
  });

export function usePaymentMethods(direction: Direction) {
  const locale = useLocale();
  return useQuery(paymentMethodsQueryOptions(direction, locale));
}
