/**
 * One step-up policy for every back-office route that writes (docs/decisions/044-staff-lifecycle.md):
 * why a route needs a TOTP code entered within STEP_UP_MINUTES, or why not.
 * - `money`: moves money, decides a money request, or sets what money may do;
 * - `pii`: reveals personal or payout data in clear;
 * - `control`: switches a control (KYC, site options, payout policy, four-eyes thresholds);
 * - `staff`: who may do what (accounts, roles, links, disabling);
 * - `routine`: no step-up: content, notes, or actions that only restrict (a timeout, a pause).
 * Reads (GET) need no entry: exports of personal data step up in core/exports.ts.
 * The auth plugin applies it (plugins/auth.ts) and staff-policy.test.ts checks every route
 * of app.adminRouteTable against it: a new writing route fails the test until it has a line.
 */
export type StepUpReason = 'money' | 'pii' | 'control' | 'staff' | 'routine';

export const STAFF_ROUTE_POLICY: Readonly<Record<string, StepUpReason>> = {
  'POST /api/admin/auth/step-up': 'routine',
  'POST /api/admin/notification/send': 'routine',
  'POST /api/admin/notification/segment': 'routine',
  'POST /api/admin/withdrawals/reveal': 'pii',
  'POST /api/admin/withdrawals/confirm': 'money',
  'POST /api/admin/withdrawals/reject': 'money',
  'POST /api/admin/withdrawals/hold': 'money',
  'POST /api/admin/withdrawals/release': 'money',
  'POST /api/admin/bonusclaims/confirm': 'money',
  'POST /api/admin/bonusclaims/reject': 'routine',
  'POST /api/admin/bonusdefinitions': 'money',
  'POST /api/admin/bonusdefinitions/:id/clone': 'money',
  'POST /api/admin/bonusdefinitions/:id/pause': 'routine',
  'POST /api/admin/bonusdefinitions/:id/resume': 'money',
  'POST /api/admin/customers/:id/bonuses': 'money',
  'POST /api/admin/bonusdefinitionrequests/:id/approve': 'money',
  'POST /api/admin/bonusdefinitionrequests/:id/reject': 'money',
  'POST /api/admin/bonusgrants/:id/approve': 'money',
  'POST /api/admin/bonusgrants/:id/reject': 'money',
  'PUT /api/admin/casino/providers/:id': 'routine',
  'PUT /api/admin/casino/games/:id': 'routine',
  // New games arrive switched off for review; nothing is enabled or paid (ADR 090).
  'POST /api/admin/casino/catalogue-sync': 'routine',
  // Who brought a player: no money moves and no control loosens (ADR 092).
  'POST /api/admin/affiliates': 'routine',
  'PUT /api/admin/affiliates/:id': 'routine',
  'PUT /api/admin/payment/methods/:id': 'control',
  // A note on a flag, and a comparison that only reads the provider's list: no money moves (ADR 098).
  'POST /api/admin/payment/reconciliation/flags/:id/resolve': 'routine',
  'POST /api/admin/payment/reconciliation/runs': 'routine',
  'POST /api/admin/customers/:id/sessions/end': 'routine',
  'POST /api/admin/customers/:id/notes': 'routine',
  'POST /api/admin/staff': 'staff',
  'PUT /api/admin/staff/:id/roles': 'staff',
  'PUT /api/admin/staff/:id/customer': 'staff',
  'POST /api/admin/staff/:id/disable': 'staff',
  'POST /api/admin/staff/:id/enable': 'staff',
  'POST /api/admin/staff/:id/invite': 'staff',
  'POST /api/admin/staff/:id/unlock': 'staff',
  'POST /api/admin/customers/:id/unlock': 'control',
  'PUT /api/admin/policy/options/:key': 'control',
  'POST /api/admin/policy/requests/:id/approve': 'control',
  'POST /api/admin/policy/requests/:id/reject': 'control',
  'POST /api/admin/staffrequests/:id/approve': 'staff',
  'POST /api/admin/staffrequests/:id/reject': 'staff',
  'POST /api/admin/roles': 'staff',
  'POST /api/admin/adjustments': 'money',
  'POST /api/admin/adjustments/:id/approve': 'money',
  'POST /api/admin/adjustments/:id/reject': 'money',
  // A write-off closes what a player owes: a money decision, asked and approved stepped up (ADR 104).
  'POST /api/admin/debts/:id/write-off': 'money',
  'POST /api/admin/debtwriteoffs/:id/approve': 'money',
  'POST /api/admin/debtwriteoffs/:id/reject': 'money',
  'POST /api/admin/content/slides': 'routine',
  'PUT /api/admin/content/slides/:id': 'routine',
  'DELETE /api/admin/content/slides/:id': 'routine',
  'POST /api/admin/content/slides/reorder': 'routine',
  'POST /api/admin/content/pages': 'routine',
  'PUT /api/admin/content/pages/:id': 'routine',
  'DELETE /api/admin/content/pages/:id': 'routine',
  'POST /api/admin/content/pages/reorder': 'routine',
  'POST /api/admin/content/promotions': 'routine',
  'PUT /api/admin/content/promotions/:id': 'routine',
  'DELETE /api/admin/content/promotions/:id': 'routine',
  'POST /api/admin/content/promotions/reorder': 'routine',
  'POST /api/admin/content/popups': 'routine',
  'PUT /api/admin/content/popups/:id': 'routine',
  'DELETE /api/admin/content/popups/:id': 'routine',
  'PUT /api/admin/content/domain': 'routine',
  'PUT /api/admin/content/siteoptions/:key': 'control',
  'PUT /api/admin/content/mainmenu': 'routine',
  'PUT /api/admin/content/translations/:key': 'routine',
  'DELETE /api/admin/content/translations/:key': 'routine',
  'POST /api/admin/media': 'routine',
  'POST /api/admin/protection/flags/:id/review': 'routine',
  'POST /api/admin/customers/:id/register-check': 'routine',
  'POST /api/admin/customers/:id/kyc': 'control',
  'POST /api/admin/customers/:id/limits': 'routine',
  'POST /api/admin/customers/:id/timeout': 'routine',
  'POST /api/admin/protection/lift-requests/:id/approve': 'control',
  'POST /api/admin/protection/lift-requests/:id/reject': 'control',
  // The trading desk (docs/decisions/078-trading-desk.md, 079): a suspension only restricts, and
  // a release hands the line back to what the feed offers; a limits change that loosens is only
  // a request until a second person approves it, stepped up there.
  'POST /api/admin/sportsbook/events/:id/suspend': 'routine',
  'POST /api/admin/sportsbook/events/:id/resume': 'routine',
  'POST /api/admin/sportsbook/markets/suspend': 'routine',
  'POST /api/admin/sportsbook/markets/resume': 'routine',
  // Sets the prices players book at, within bounds, audited: a control.
  'PUT /api/admin/sportsbook/margins': 'control',
  'POST /api/admin/sportsbook/bets/:id/void': 'money',
  'POST /api/admin/sportsbook/voidrequests/:id/approve': 'money',
  'POST /api/admin/sportsbook/voidrequests/:id/reject': 'money',
  'PUT /api/admin/sportsbook/customers/:id/limits': 'routine',
  'POST /api/admin/sportsbook/limitrequests/:id/approve': 'control',
  'POST /api/admin/sportsbook/limitrequests/:id/reject': 'control',
  'POST /api/admin/sportsbook/events/:id/grade': 'money',
  'POST /api/admin/sportsbook/markets/void': 'money',
  'POST /api/admin/sportsbook/settlementrequests/:id/approve': 'money',
  'POST /api/admin/sportsbook/settlementrequests/:id/reject': 'money',
  // As a player's limits: a loosening is only a request, stepped up where it is approved.
  'PUT /api/admin/sportsbook/scope-limits': 'routine',
  'POST /api/admin/sportsbook/scopelimitrequests/:id/approve': 'control',
  'POST /api/admin/sportsbook/scopelimitrequests/:id/reject': 'control',
};

/** Whether the policy makes `METHOD url` a step-up route (unknown routes: only their own config). */
export const policyStepUp = (method: string, url: string): boolean => {
  const reason = STAFF_ROUTE_POLICY[`${method} ${url}`];
  return reason !== undefined && reason !== 'routine';
};

/** Reads need no decision; every other back-office route must have a line above. */
export const needsDecision = (method: string) => method !== 'GET' && method !== 'HEAD';
