import { providerSlug } from '@lalebet/shared/site-options';

export const providerLogoUrl = (name: string) => `/media/providers/${providerSlug(name)}.svg`;

/** The `footerproviders` site option: a JSON array of provider names; anything else is none. */
export function parseProviders(raw: string | undefined): string[] {
  if (!raw) return [];
  try {
    const list: unknown = JSON.parse(raw);
    return Array.isArray(list)
      ? list.filter((n): n is string => typeof n === 'string' && n.trim() !== '')
      : [];
  } catch {
    return [];
  }
}
