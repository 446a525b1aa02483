import { toMinor } from '@lalebet/shared/money';
import { z } from 'zod';

/** "1.250,50" or "1250.5" typed in lira to kuruş; null when it is not an amount with two decimals at most. */
export function liraToMinor(text: string): number | null {
  const clean = text.trim().replace(/\s/g, '');
  if (!/^\d{1,3}(\.\d{3})*(,\d{1,2})?$|^\d+([.,]\d{1,2})?$/.test(clean)) return null;
  const normal = clean.includes(',') ? clean.replace(/\./g, '').replace(',', '.') : clean;
  const minor = toMinor(Number(normal));
  return minor === null ? null : Number(minor);
}

/** Kuruş to the text the field starts with. */
export const minorToLira = (minor: number) =>
  minor % 100 === 0 ? String(minor / 100) : (minor / 100).toFixed(2);

/** A lira box in a form schema: refuses what `liraToMinor` cannot read, gives kuruş. */
export const liraField = () =>
  z
    .string()
    .refine((text) => liraToMinor(text) !== null, { error: 'v.twoDecimals' })
    .transform((text) => liraToMinor(text) ?? Number.NaN);
