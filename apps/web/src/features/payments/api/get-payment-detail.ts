import type { Locale } from '@lalebet/shared/locale';
import type { PaymentField } from '@lalebet/shared/payments';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useLocale } from '@/hooks/use-locale';
import { api, ApiError } from '@/lib/api-client';
import { type Direction, paymentKeys } from './keys';

/** POST payment/detail: the fields of one method's form (docs/product.md: key, mask, objectType, option). */
export const getPaymentDetail = async (id: number, type: Direction) =>
  (await api.post<PaymentField[] | null>('payment/detail', { id, type })).data ?? [];

export const paymentDetailQueryOptions = (id: number, type: Direction, locale: Locale) =>
  queryOptions({
    queryKey: paymentKeys.detail(type, id, locale),
    queryFn: () => getPaymentDetail(id, type),
    // Limits are operator data and may change: read them again each time a dialog opens.
    staleTime: 0,
    // A refusal (4xx or `success: false`) is the answer, shown at once (docs/product.md §8);
    // only a network blip or a 5xx is tried once more.
    retry: (count, error) =>
      count < 1 && error instanceof ApiError && (error.code === 'NETWORK_ERROR' || error.status >= 500),
  });

export function usePaymentDetail(id: number, type: Direction) {
  const locale = useLocale();
  return useQuery(paymentDetailQueryOptions(id, type, locale));
}
