import type { Country } from '@lalebet/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useLocale } from '@/hooks/use-locale';
import { api } from '@/lib/api-client';
import { authKeys } from './keys';

/** GET auth/form: the sign-up form's data (countries, named in the caller's language). */
export const getAuthForm = () => api.get<{ countries: Country[] }>('auth/form').then((r) => r.data);

export const authFormQueryOptions = (locale: string) =>
  queryOptions({ queryKey: authKeys.form(locale), queryFn: getAuthForm, staleTime: 10 * 60_000 });

export const useAuthForm = () => useQuery(authFormQueryOptions(useLocale()));
