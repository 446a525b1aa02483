import { z } from 'zod';

/**
 * The back office's closed permission catalogue (docs/decisions/029-staff-permissions.md):
 * `resource:action`, with `:pii` (personal data in clear) and `:export` kept apart from `:view`.
 * The server is the only authority; the admin app only hides what the answers say it may not do.
 */
export const PERMISSIONS = [
  'customers:view',
  'customers:pii',
  'customers:export',
  'customers:sessions',
  'customers:notes',
  'withdrawals:view',
  'withdrawals:approve',
  'withdrawals:pii',
  'withdrawals:policy',
  'adjustments:view',
  'adjustments:request',
  'adjustments:approve',
  'bonuses:view',
  'bonuses:manage',
  'bonuses:claims',
  'bonuses:grant',
  'protection:view',
  'protection:manage',
  'protection:lift',
  'kyc:view',
  'kyc:decide',
  'risk:view',
  'risk:review',
  'content:view',
  'content:manage',
  'policy:manage',
  'casino:manage',
  'payments:manage',
  'notifications:send',
  'reports:view',
  'reports:export',
  'audit:view',
  'audit:export',
  'staff:view',
  'staff:manage',
  // The trading desk (docs/decisions/078-trading-desk.md).
  'sportsbook:view',
  'sportsbook:trade',
  'sportsbook:settle',
  'sportsbook:limits',
  // Affiliates and their players (docs/decisions/092-affiliate-attribution-and-ngr-feed.md).
  'affiliates:manage',
] as const;
export type Permission = (typeof PERMISSIONS)[number];
export const permissionSchema = z.enum(PERMISSIONS, { error: 'v.option' });

/**
 * Pairs no one may hold together: who sets the payout policy does not approve payouts, and who
 * credits players does not pay them out (docs/decisions/041-separation-of-duties-for-money.md).
 */
export const SEPARATION_OF_DUTIES: readonly (readonly [Permission, Permission])[] = [
  ['withdrawals:policy', 'withdrawals:approve'],
  ['adjustments:request', 'withdrawals:approve'],
];

const all = PERMISSIONS.filter((p) => p !== 'withdrawals:policy' && p !== 'adjustments:request');

/** Roles every installation starts with; custom roles are made of the same permissions. */
export const SEEDED_ROLES = {
  /**
   * Everything but setting the payout policy and requesting adjustments (it approves payouts
   * and adjustments, the second pair of eyes): the operator's owners.
   */
  admin: all,
  support: [
    'customers:view',
    'customers:sessions',
    'customers:notes',
    'withdrawals:view',
    'bonuses:view',
    'protection:view',
    'kyc:view',
  ],
  /** Balance adjustments; payouts are the `payouts` role's (separation of duties). */
  payments: ['customers:view', 'withdrawals:view', 'adjustments:view', 'adjustments:request'],
  /** Pays withdrawals out; never credits players. */
  payouts: [
    'customers:view',
    'withdrawals:view',
    'withdrawals:approve',
    'withdrawals:pii',
    'adjustments:view',
  ],
  risk: [
    'customers:view',
    'customers:pii',
    'customers:notes',
    'risk:view',
    'risk:review',
    'protection:view',
    'kyc:view',
    'audit:view',
  ],
  /** The trading desk: watches the book, suspends, voids and sets players' limits. */
  trading: [
    'customers:view',
    'sportsbook:view',
    'sportsbook:trade',
    'sportsbook:settle',
    'sportsbook:limits',
  ],
  bonus: ['customers:view', 'bonuses:view', 'bonuses:manage', 'bonuses:claims', 'bonuses:grant'],
  content: ['content:view', 'content:manage', 'casino:manage', 'notifications:send'],
  compliance: [
    'customers:view',
    'customers:pii',
    'customers:notes',
    'protection:view',
    'protection:manage',
    'protection:lift',
    'kyc:view',
    'kyc:decide',
    'risk:view',
    'risk:review',
    'audit:view',
    'audit:export',
    'reports:view',
    'policy:manage',
  ],
  finance: [
    'affiliates:manage',
    'reports:view',
    'reports:export',
    'withdrawals:view',
    'withdrawals:policy',
    'payments:manage',
    'adjustments:view',
    'adjustments:approve',
    'policy:manage',
  ],
} as const satisfies Record<string, readonly Permission[]>;
export type SeededRole = keyof typeof SEEDED_ROLES;
export const SEEDED_ROLE_NAMES = Object.keys(SEEDED_ROLES) as SeededRole[];
/** The role whose last holder cannot be removed. */
export const FULL_ADMIN_ROLE: SeededRole = 'admin';

/** The pair a set of permissions breaks, if any. */
export function separationConflict(perms: Iterable<string>): readonly [Permission, Permission] | null {
  const held = new Set(perms);
  return SEPARATION_OF_DUTIES.find(([a, b]) => held.has(a) && held.has(b)) ?? null;
}

const roleName = z
  .string()
  .min(2)
  .max(40)
  .regex(/^[a-z][a-z0-9-]*$/, { error: 'v.slug' });

export const staffRoleSchema = z.object({
  name: z.string(),
  builtin: z.boolean(),
  permissions: z.array(permissionSchema),
});
export const staffRolesSchema = z.array(staffRoleSchema);
export const createRoleRequestSchema = z.strictObject({
  name: roleName,
  permissions: z.array(permissionSchema).min(1),
});

/**
 * The beneficiary rule (docs/decisions/035-four-eyes-approvals.md): the staff member's own
 * player account, by its number; null for none.
 */
const linkedCustomer = z
  .number({ error: 'v.invalid' })
  .int()
  .positive()
  .max(Number.MAX_SAFE_INTEGER)
  .nullable();

export const staffMemberSchema = z.object({
  id: z.number(),
  username: z.string(),
  roles: z.array(z.string()),
  twoFactor: z.boolean(),
  disabled: z.boolean(),
  createdAt: z.string(),
  /** The player account this staff member owns, if any: they never request or approve money for it. */
  customerId: z.number().nullable(),
  /** Null for accounts from before invitations (docs/decisions/044-staff-lifecycle.md). */
  email: z.string().nullable().optional(),
  /** The invitation is not accepted yet: no password, no login. */
  invited: z.boolean().optional(),
});
export const staffListSchema = z.object({ items: z.array(staffMemberSchema), total: z.number() });

/**
 * Permissions that move money, set a money control or appoint staff: a staff account or a role
 * grant carrying one waits for a second staff:manage holder (docs/decisions/044-staff-lifecycle.md).
 */
export const MONEY_PERMISSIONS: readonly Permission[] = [
  'adjustments:request',
  'adjustments:approve',
  'withdrawals:approve',
  'withdrawals:policy',
  'payments:manage',
  'bonuses:manage',
  'bonuses:grant',
  'bonuses:claims',
  'policy:manage',
  'staff:manage',
  'sportsbook:settle',
  'sportsbook:limits',
];

/**
 * No password here: the new person sets it through the invitation sent to `email`
 * (docs/decisions/044-staff-lifecycle.md). `phone`: 10 digits after +90, or international digits.
 */
export const createStaffRequestSchema = z.strictObject({
  username: z
    .string()
    .min(3)
    .max(40)
    .regex(/^[a-zA-Z0-9._-]+$/, { error: 'v.slug' }),
  email: z
    .string()
    .min(5)
    .max(100)
    .pipe(z.email({ error: 'v.email' })),
  phone: z.string().regex(/^\+?\d{10,15}$/, { error: 'v.phone' }),
  roles: z.array(roleName).min(1),
  customerId: linkedCustomer.optional(),
});
/** 'invited': the account exists and the invitation is on its way; 'pending': waits for a second person. */
export const createStaffResponseSchema = z.object({
  status: z.enum(['invited', 'pending']),
  id: z.number().nullable(),
  requestId: z.number().nullable(),
});
/** 'done': the roles are set; 'pending': the grant waits for a second staff:manage holder. */
export const setStaffRolesResponseSchema = z.object({
  status: z.enum(['done', 'pending']),
  requestId: z.number().nullable(),
});
export const disableStaffRequestSchema = z.strictObject({ reason: z.string().trim().min(3).max(500) });
/** The public invitation page: the token from the link, the new password. */
export const acceptStaffInvitationRequestSchema = z.strictObject({
  token: z.string().min(16).max(128),
  password: z.string().min(12).max(128),
});
export const staffInvitationInfoRequestSchema = z.strictObject({ token: z.string().min(16).max(128) });
export const staffInvitationInfoSchema = z.object({ username: z.string() });
export const setStaffRolesRequestSchema = z.strictObject({ roles: z.array(roleName) });
/** Links a staff account to the player account of the same person, or (null) unlinks it. */
export const setStaffCustomerRequestSchema = z.strictObject({ customerId: linkedCustomer });
