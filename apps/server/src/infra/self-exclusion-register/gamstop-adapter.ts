import {
  type AdapterOptions,
  RegisterUnavailableError,
  type SelfExclusionRegister,
  callRegister,
} from './port.ts';

/**
 * GAMSTOP's shape (docs/rules.md R46): a form-encoded POST with first and last
 * name, date of birth, e-mail, postcode and mobile, an `X-API-Key` header, and the answer in the
 * `X-Exclusion` response header: Y (excluded), N (not registered), P (previously excluded, no
 * longer). Only Y blocks.
 */
export function createGamstopAdapter(opts: AdapterOptions): SelfExclusionRegister {
  return {
    name: 'gamstop',
    async checkRegister(p) {
      const body = new URLSearchParams({
        firstName: p.firstName,
        lastName: p.lastName,
        dateOfBirth: p.birthDate,
        email: p.email,
        postcode: p.postcode ?? '',
        mobile: p.phone,
      });
      const res = await callRegister('gamstop', opts, '/gamstop/v2', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-api-key': opts.apiKey },
        body: body.toString(),
      });
      await res.arrayBuffer().catch(() => undefined);
      if (!res.ok) throw new RegisterUnavailableError('gamstop', `HTTP ${res.status}`);
      const answer = res.headers.get('x-exclusion')?.trim().toUpperCase();
      if (answer === 'Y') return 'excluded';
      if (answer === 'N' || answer === 'P') return 'not_excluded';
      throw new RegisterUnavailableError('gamstop', 'unexpected answer');
    },
  };
}
