import fp from 'fastify-plugin';
import { trackJob } from '../../infra/metrics/jobs.ts';
import type { Keyring } from '../../lib/sealing.ts';
import { recordJobSecurityEvent } from '../../core/security-events.ts';
import { type AuditTrailCheck, type Broken, sealNewRows, verifyAuditTrail } from './audit-seal.ts';

declare module 'fastify' {
  interface FastifyInstance {
    auditSeal: {
      /** Seals every row written since the last run; raises the alarm on a row that does not chain. */
      seal(): Promise<number>;
      /** Verifies the whole chain and every seal; raises the alarm on the first broken link. */
      verify(): Promise<AuditTrailCheck>;
    };
  }
}

const SEAL_EVERY_MS = 60_000;
const VERIFY_EVERY_MS = 15 * 60_000;

/**
 * The audit seal jobs (docs/decisions/049-production-safety-ii.md): seal each minute, verify
 * everything every 15 minutes and once at start. A broken link is a `security_event` of kind
 * `audit.chain` (the back office's "auditChain" queue counts them) and an error log line, raised
 * once per broken row and process.
 */
export const auditSealPlugin = fp<{ keys: Keyring; enabled: boolean }>(
  async (app, { keys, enabled }) => {
    const reported = new Set<string>();
    const alarm = async (b: Broken) => {
      const source = `auth_audit seq ${b.seq}`;
      if (reported.has(source)) return;
      reported.add(source);
      app.log.error({ auditChain: { seq: String(b.seq), reason: b.reason } }, 'audit chain broken');
      const known = await app.db
        .selectFrom('security_event')
        .select('id')
        .where('kind', '=', 'audit.chain')
        .where('source', '=', source)
        .executeTakeFirst();
      if (!known) {
        await recordJobSecurityEvent(app.db, app.log, {
          kind: 'audit.chain',
          source,
          reason: b.reason,
          job: 'audit-seal',
        });
      }
    };
    const seal = async () => {
      let total = 0;
      for (;;) {
        const { sealed, broken } = await sealNewRows(app.db, keys);
        total += sealed;
        if (broken) await alarm(broken);
        if (broken || sealed === 0) return total;
      }
    };
    const verify = async () => {
      const check = await verifyAuditTrail(app.db, keys);
      if (check.firstBroken) await alarm(check.firstBroken);
      return check;
    };
    app.decorate('auditSeal', { seal, verify });
    if (!enabled) return;
    const warn = (what: string) => (err: unknown) => app.log.warn({ err }, `audit: ${what} failed`);
    const sealTimer = setInterval(
      () => void trackJob('audit-seal', seal).catch(warn('sealing')),
      SEAL_EVERY_MS,
    ).unref();
    const verifyTimer = setInterval(
      () => void trackJob('audit-verify', verify).catch(warn('verification')),
      VERIFY_EVERY_MS,
    ).unref();
    app.addHook('onReady', async () => {
      void seal().then(verify).catch(warn('first verification'));
    });
    app.addHook('onClose', async () => {
      clearInterval(sealTimer);
      clearInterval(verifyTimer);
    });
  },
  { name: 'audit-seal', decorators: { fastify: ['db'] } },
);
