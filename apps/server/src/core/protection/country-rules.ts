export type CountryDecision =
  | { allowed: true; country: string }
  | { allowed: false; reason: 'mismatch' | 'not_allowed'; country: string };

/**
 * Country rules (docs/rules.md R46, docs/decisions/027-age-and-country.md). The IP's
 * country when known, otherwise the declared one (local and unknown addresses). A declared
 * country the IP contradicts is refused, not silently allowed; so is a country without a licence.
 */
export function decideCountry(
  declared: string,
  ipCountry: string | null,
  allowed: '*' | readonly string[],
): CountryDecision {
  if (ipCountry && ipCountry !== declared) return { allowed: false, reason: 'mismatch', country: ipCountry };
  const country = ipCountry ?? declared;
  if (allowed !== '*' && !allowed.includes(country))
    return { allowed: false, reason: 'not_allowed', country };
  return { allowed: true, country };
}
