import type { FastifyPluginAsync } from 'fastify';
import { type SimApplicant, type SimChoice, type SimKycEvent, createApplicantStore } from './applicants.ts';
import { applicantRoutes, sha256 } from './routes.ts';
import { createKycWebhookSender } from './webhook-sender.ts';

/** Where our app mounts the plugin. */
export const KYC_SIMULATOR_PREFIX = '/sim/kyc';

export type KycSimulatorOptions = {
  apiKey: string;
  /** `whsec_<base64>`: signs every webhook (Standard Webhooks, as the gateway simulator). */
  webhookSecret: string;
  /** The origin testers reach the page on; when absent, the Host header of the create call. */
  publicBase?: string;
  retryDelaysMs?: number[];
  fetchImpl?: typeof fetch;
  now?: () => Date;
};

export type KycSimulator = {
  plugin: FastifyPluginAsync;
  applicants: ReadonlyMap<string, Readonly<SimApplicant>>;
  /** What a click on the hosted page does; null for an unknown or finished applicant. */
  decide(id: string, choice: SimChoice): SimKycEvent | null;
  /** Delivers an event again under the same delivery id (a duplicate, as vendors send). */
  resend(event: SimKycEvent, notifyUrl: string): void;
  /** Resolves once no delivery is queued or in flight. */
  idle(): Promise<void>;
  close(): void;
};

/**
 * A hosted-flow identity vendor in the style of Sumsub: the merchant opens an applicant over an
 * authenticated JSON API and sends the player to a page; the outcome comes back only as signed
 * webhooks, retried until a 2xx. The tester picks the outcome on the page.
 */
export function createKycSimulator(opts: KycSimulatorOptions): KycSimulator {
  const now = opts.now ?? (() => new Date());
  const store = createApplicantStore(now);
  let log: { warn: (o: object, m: string) => void } = { warn: () => {} };
  const sender = createKycWebhookSender({
    webhookSecret: opts.webhookSecret,
    retryDelaysMs: opts.retryDelaysMs ?? [1_000, 5_000, 30_000, 120_000],
    fetchImpl: opts.fetchImpl ?? fetch,
    now,
    log: () => log,
  });
  const decide: KycSimulator['decide'] = (id, choice) => {
    const result = store.decide(id, choice);
    if (result) sender.send(result.applicant.notifyUrl, result.event);
    return result?.event ?? null;
  };
  const plugin = applicantRoutes({
    store,
    keyHash: sha256(opts.apiKey),
    publicBase: opts.publicBase,
    decide,
    setLog: (l) => (log = l),
  });
  return {
    plugin,
    applicants: store.applicants,
    decide,
    resend: (event, url) => sender.send(url, event),
    idle: sender.idle,
    close: sender.close,
  };
}
