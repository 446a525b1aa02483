/**
 * The back office as the journeys use it: the e2e server starts with this admin (ADMIN_* env,
 * set by global-setup.ts), so a journey can act as the operator through the admin API.
 */
import { callApi } from './accounts.ts';

export const ADMIN = { username: 'e2eadmin', password: 'Lale-Operator-2024!' } as const;

type Text = string | { tr: string; en: string };

/** An admin bearer token (POST admin/auth/login). */
export async function adminToken(): Promise<string> {
  const res = await callApi<{ token: string }>('admin/auth/login', { body: ADMIN });
  if (!res.success) throw new Error(`admin login failed: ${res.status} ${res.message}`);
  return res.data.token;
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
