/**
 * The back office as the journeys use it: the e2e server starts with this admin (ADMIN_* env,
 * set by global-setup.ts), so a journey can act as the operator through the admin API.
 */
import { STEP_UP_MINUTES } from '@lalebet/shared';
import { inject } from 'vitest';
import { callApi } from './accounts.ts';
import { codeRefused, freshCode } from './staff.ts';

export const ADMIN = { username: 'e2eadmin', password: 'Lale-Operator-2024!' } as const;
/** The second full admin (global-setup.ts): approves staff requests (ADR 044). */
export const SECOND_ADMIN = { username: 'e2eadmin2', password: 'Lale-İkinci-Operatör-2024!' } as const;

type Text = string | { tr: string; en: string };

/** This file's admin sessions: a new login per call would spend a TOTP step each time. */
const sessions = new Map<string, { token: string; steppedUntil: number }>();
const STEP_UP_MS = (STEP_UP_MINUTES - 1) * 60_000;

/**
 * An admin bearer token through both login steps (docs/decisions/014-staff-two-factor.md):
 * the password, then a TOTP code from the secret global-setup.ts enrolled; kept for the rest of
 * the file and stepped up again when a money action needs it (docs/decisions/030-four-eyes-adjustments.md).
 */
export async function adminToken(opts: { stepUp?: boolean; second?: boolean } = {}): Promise<string> {
  const secret = inject(opts.second ? 'secondAdminTotpSecret' : 'adminTotpSecret');
  const who = opts.second ? SECOND_ADMIN : ADMIN;
  let session = sessions.get(who.username);
  if (!session) {
    session = { token: await login(who, secret), steppedUntil: 0 };
    sessions.set(who.username, session);
  }
  if (opts.stepUp && session.steppedUntil < Date.now()) {
    await withCode(secret, async (code) => {
      const up = await callApi('admin/auth/step-up', { body: { code }, token: session.token });
      if (up.status !== 400 && !up.success)
        throw new Error(`admin step-up failed: ${up.status} ${up.message}`);
      return up.success;
    });
    session.steppedUntil = Date.now() + STEP_UP_MS;
  }
  return session.token;
}

async function login(who: { username: string; password: string }, secret: string): Promise<string> {
  let token = '';
  await withCode(secret, async (code) => {
    const start = await callApi<{ stage: string; challenge: string }>('admin/auth/login', { body: who });
    if (!start.success || start.data.stage !== 'second_factor') {
      throw new Error(`admin login failed: ${start.status} ${start.message}`);
    }
    const res = await callApi<{ token: string }>('admin/auth/login/verify', {
      body: { challenge: start.data.challenge, code },
    });
    if (res.status !== 400 && !res.success)
      throw new Error(`admin login failed: ${res.status} ${res.message}`);
    token = res.success ? res.data.token : '';
    return res.success;
  });
  return token;
}

/** Tries codes of later steps while the server refuses them (another file spent that step). */
async function withCode(secret: string, attempt: (code: string) => Promise<boolean>) {
  for (let i = 0; i < 4; i++) {
    if (await attempt(await freshCode(secret))) return;
    codeRefused(secret);
  }
  throw new Error('admin: no TOTP code accepted');
}

/**
 * A staff account made as staff are made (ADR 044): invited by the admin, approved by the
 * second admin when its role carries a money permission, and its e-mailed invitation (read from
 * the development outbox) used to set `login.password`. The first sign-in then enrols TOTP.
 */
export async function inviteStaff(login: { username: string; password: string }, roles: string[]) {
  const token = await adminToken({ stepUp: true });
  const email = `${login.username}@staff.example`;
  const phone = `90555${String(Date.now() % 10_000_000).padStart(7, '0')}`;
  const made = await callApi<{ status: string; requestId: number | null }>('admin/staff', {
    token,
    body: { username: login.username, email, phone, roles },
  });
  if (!made.success) throw new Error(`staff ${login.username}: ${made.status} ${made.message}`);
  if (made.data.status === 'pending') {
    const second = await adminToken({ stepUp: true, second: true });
    const inbox = await callApi<{ items: { kind: string; id: number; payloadHash: string }[] }>(
      'admin/approvals?take=100',
      { token: second },
    );
    const item = inbox.data.items.find((i) => i.kind === 'staff' && i.id === made.data.requestId);
    const approved = await callApi(`admin/staffrequests/${made.data.requestId}/approve`, {
      token: second,
      body: { payloadHash: item?.payloadHash },
    });
    if (!approved.success) throw new Error(`staff approval: ${approved.status} ${approved.message}`);
  }
  const outbox = await callApi<{ to: string; text: string }[]>('dev/outbox');
  const link = outbox.data.find((m) => m.to === email)?.text.match(/#([A-Za-z0-9_-]{20,})/)?.[1];
  const accepted = await callApi('admin/auth/invitation', {
    body: { token: link, password: login.password },
  });
  if (!accepted.success) throw new Error(`invitation: ${accepted.status} ${accepted.message}`);
}

/** A System notification to one player (POST admin/notification/send); resolves to how many got it. */
export async function sendNotification(token: string, username: string, title: Text, note: Text) {
  const res = await callApi<{ sent: number }>('admin/notification/send', {
    body: { username, title, note },
    token,
  });
  if (!res.success) throw new Error(`notification send failed: ${res.status} ${res.message}`);
  return res.data.sent;
}
