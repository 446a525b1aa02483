import { type AccountsContext, closeSessions, findSessionByTokenHash } from '../../core/accounts/index.ts';
import { audit } from '../../core/audit.ts';
import { hashToken } from '../../lib/secrets.ts';

/** Ends the session of this token at once; quietly does nothing for a token that is already dead. */
export async function logout(ctx: AccountsContext, token: string | null): Promise<void> {
  if (!token) return;
  const session = await findSessionByTokenHash(ctx.db, hashToken(token));
  if (!session || session.ended_at) return;
  const ended = await closeSessions(ctx.db, ctx.events, session.customer_id, { only: session.id }, 'logout');
  if (ended.length) {
    await audit(ctx.db, {
      actor: { kind: 'customer', id: session.customer_id },
      event: 'logout',
      meta: ctx.meta,
      details: { sessionId: session.id },
    });
  }
}
