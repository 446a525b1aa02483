/**
 * A national self-exclusion register (docs/decisions/032-national-registers.md,
 * docs/rules.md R31-R33): GAMSTOP for Great Britain, Spelpaus for Sweden. The adapters
 * speak each register's HTTP shape; outside production they talk to simulators/self-exclusion-register.
 */
export type RegisterName = 'gamstop' | 'spelpaus';

export type RegisterPerson = {
  /** ISO alpha-2 of the declared country; the adapter of that country's register is asked. */
  country: string;
  firstName: string;
  lastName: string;
  /** YYYY-MM-DD. */
  birthDate: string;
  email: string;
  /** International digits without '+'. */
  phone: string;
  postcode?: string;
};

export type RegisterAnswer = 'excluded' | 'not_excluded';

export interface SelfExclusionRegister {
  readonly name: RegisterName;
  /**
   * One lookup, bounded by the adapter's timeout. Throws RegisterUnavailableError on a network
   * error, a timeout, an unexpected status or body: the caller fails closed (docs/rules.md R33).
   */
  checkRegister(person: RegisterPerson): Promise<RegisterAnswer>;
}

export class RegisterUnavailableError extends Error {
  readonly register: RegisterName;
  /** Short and free of personal data: it is logged and stored. */
  readonly reason: string;
  constructor(register: RegisterName, reason: string) {
    super(`${register}: ${reason}`);
    this.register = register;
    this.reason = reason;
  }
}

export type AdapterOptions = {
  /** Read on every call, so tests can point the adapter at a simulator on port 0. */
  apiBase: () => string;
  apiKey: string;
  timeoutMs: number;
  fetchImpl?: typeof fetch;
};

/** fetch with the timeout and no redirects; any failure is RegisterUnavailableError. */
export async function callRegister(
  register: RegisterName,
  opts: AdapterOptions,
  path: string,
  init: RequestInit,
): Promise<Response> {
  try {
    return await (opts.fetchImpl ?? fetch)(`${opts.apiBase().replace(/\/+$/, '')}${path}`, {
      ...init,
      signal: AbortSignal.timeout(opts.timeoutMs),
      redirect: 'error',
    });
  } catch (err) {
    const name = (err as Error).name;
    throw new RegisterUnavailableError(
      register,
      name === 'TimeoutError' ? 'timeout' : `unreachable (${name})`,
    );
  }
}
