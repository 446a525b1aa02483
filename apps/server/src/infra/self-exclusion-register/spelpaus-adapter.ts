import { z } from 'zod';
import {
  type AdapterOptions,
  RegisterUnavailableError,
  type SelfExclusionRegister,
  callRegister,
} from './port.ts';

const answerSchema = z.object({ isBlocked: z.boolean(), requestId: z.string().max(200).optional() });

/**
 * Spelpaus's shape: each licensee gets its own connection details (reference section 6), a JSON
 * POST with a bearer key, and `{isBlocked}` back. The real service identifies a person by the
 * Swedish personal identity number, which this site does not collect yet; until it does the
 * lookup sends name, birth date, e-mail and phone (docs/decisions/032-national-registers.md).
 */
export function createSpelpausAdapter(opts: AdapterOptions): SelfExclusionRegister {
  return {
    name: 'spelpaus',
    async checkRegister(p) {
      const res = await callRegister('spelpaus', opts, '/spelpaus/api/v1/blocking-info', {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${opts.apiKey}` },
        body: JSON.stringify({
          firstName: p.firstName,
          lastName: p.lastName,
          birthDate: p.birthDate,
          email: p.email,
          phone: p.phone,
        }),
      });
      const json: unknown = await res.json().catch(() => null);
      if (!res.ok) throw new RegisterUnavailableError('spelpaus', `HTTP ${res.status}`);
      const parsed = answerSchema.safeParse(json);
      if (!parsed.success) throw new RegisterUnavailableError('spelpaus', 'unexpected answer');
      return parsed.data.isBlocked ? 'excluded' : 'not_excluded';
    },
  };
}
