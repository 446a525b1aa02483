import { toMinor } from '@lalebet/shared/money';

/** A lira amount typed by staff ("99,90", "1250") to kuruş; '' is null; NaN when not an amount. */
export function optionalMinor(text: string): number | null {
  const clean = text.trim().replace(/\s/g, '').replace(',', '.');
  if (!clean) return null;
  if (!/^\d+(\.\d{1,2})?$/.test(clean)) return Number.NaN;
  const minor = toMinor(Number(clean));
  return minor === null ? Number.NaN : Number(minor);
}

export const optionalInt = (text: string): number | null => (text.trim() ? Number(text.trim()) : null);
