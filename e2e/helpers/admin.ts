/**
 * The back office as the journeys use it: the e2e server starts with this admin (ADMIN_* env,
 * set by global-setup.ts), so a journey can act as the operator through the admin API.
 */
import { TOTP } from 'otpauth';
import { inject } from 'vitest';
import { callApi } from './accounts.ts';

export const ADMIN = { username: 'e2eadmin', password: 'Lale-Operator-2024!' } as const;
/** The second full admin (global-setup.ts): approves staff requests (ADR 044). */
export const SECOND_ADMIN = { username: 'e2eadmin2', password: 'Lale-İkinci-Operatör-2024!' } as const;

type Text = string | { tr: string; en: string };

/**
 * An admin bearer token through both login steps (docs/decisions/014-staff-two-factor.md):
 * the password, then a TOTP code from the secret global-setup.ts enrolled. A code is accepted
 * once per 30-s step, so a refused code (a journey just before used that step) is retried
 * with the next step's code.
 */
export async function adminToken(opts: { stepUp?: boolean; second?: boolean } = {}): Promise<string> {
  const secret = inject(opts.second ? 'secondAdminTotpSecret' : 'adminTotpSecret');
  const who = opts.second ? SECOND_ADMIN : ADMIN;
  for (let attempt = 0; attempt < 3; attempt++) {
    const login = await callApi<{ stage: string; challenge: string }>('admin/auth/login', { body: who });
    if (!login.success || login.data.stage !== 'second_factor') {
      throw new Error(`admin login failed: ${login.status} ${login.message}`);
    }
    const step = Math.floor(Date.now() / 30_000);
    const code = TOTP.generate({ secret: new TOTP({ secret }).secret, timestamp: step * 30_000 });
    const res = await callApi<{ token: string }>('admin/auth/login/verify', {
      body: { challenge: login.data.challenge, code },
    });
    if (res.success) {
      // Money actions need the code again (docs/decisions/030-four-eyes-adjustments.md): the
      // next step's code, since this step's is spent and the server accepts one step ahead.
      if (opts.stepUp) {
        const next = TOTP.generate({ secret: new TOTP({ secret }).secret, timestamp: (step + 1) * 30_000 });
        const up = await callApi('admin/auth/step-up', { body: { code: next }, token: res.data.token });
        if (!up.success) throw new Error(`admin step-up failed: ${up.status} ${up.message}`);
      }
      return res.data.token;
    }
    if (res.status !== 400) throw new Error(`admin login failed: ${res.status} ${res.message}`);
    await new Promise((r) => setTimeout(r, 30_000 - (Date.now() % 30_000) + 100)); // the next step
  }
  throw new Error('admin login: no TOTP code accepted');
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
