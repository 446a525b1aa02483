import type { Locale } from '@lalebet/shared';

/** Reads `<field>_tr` or `<field>_en` from a row, by the request language. */
export function inLocale<F extends string>(
  row: Record<`${F}_${Locale}`, string>,
  field: F,
  locale: Locale,
): string {
  return row[`${field}_${locale}`];
}
