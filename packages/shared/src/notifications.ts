import { z } from 'zod';
import { NotificationKind } from './enums.ts';
import type { LogoutReason, NotificationDto, NotifyMessage } from './notifications-hub.ts';
import { fields } from './validation.ts';

/** Page size of the notification list (docs/product.md §9: "Notification page take"). */
export const NOTIFICATION_PAGE_TAKE = 100;
export const NOTIFICATION_LIMITS = { title: 200, note: 2_000, readIds: 100 } as const;

// POST customer/notification: newest first.
export const notificationListRequestSchema = z.strictObject({
  skip: z.number().int().min(0).max(1_000_000).default(0),
  take: z.number().int().min(1).max(NOTIFICATION_PAGE_TAKE).default(NOTIFICATION_PAGE_TAKE),
});
export type NotificationListRequest = z.infer<typeof notificationListRequestSchema>;

/** UTC, no zone marker: the product's timeStamp. */
export const utcTimestampSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/);

export const notificationSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  note: z.string(),
  type: z.enum(NotificationKind),
  timeStamp: utcTimestampSchema,
  isRead: z.boolean(),
}) satisfies z.ZodType<NotificationDto>;

// POST customer/readnotification: ids of other customers are ignored, not an error.
export const readNotificationRequestSchema = z.strictObject({
  id: z.array(z.number().int().positive()).min(1).max(NOTIFICATION_LIMITS.readIds),
});
/** How many of the caller's unread notifications this call marked read. */
export const readNotificationResponseSchema = z.object({ marked: z.number().int() });

/** Text the back office sends: one string for both languages, or each language apart. */
export const localizedText = (max: number) =>
  z.union([
    fields.requiredText(1, max),
    z.strictObject({ tr: fields.requiredText(1, max), en: fields.requiredText(1, max) }),
  ]);

// POST admin/notification/send: a System notification to one customer or to everyone.
export const adminNotificationSendSchema = z.union([
  z.strictObject({
    username: fields.requiredText(1, 50),
    title: localizedText(NOTIFICATION_LIMITS.title),
    note: localizedText(NOTIFICATION_LIMITS.note),
  }),
  z.strictObject({
    all: z.literal(true),
    /**
     * marketing skips players protection keeps it from (time-out, self-exclusion not yet lifted,
     * closure, a strong marker of harm: docs/rules.md R27 and R39), as the segment route does; service
     * notices reach every open account (docs/decisions/046-protection-gaps.md).
     */
    purpose: z.enum(['marketing', 'service'], { error: 'v.option' }),
    title: localizedText(NOTIFICATION_LIMITS.title),
    note: localizedText(NOTIFICATION_LIMITS.note),
  }),
]);
export type AdminNotificationSend = z.infer<typeof adminNotificationSendSchema>;
/** `skipped`: left out for player protection (marketing to all only). */
export const adminNotificationSentSchema = z.object({ sent: z.number().int(), skipped: z.number().int() });

const logoutReasons = [
  'logout',
  'ended_by_customer',
  'password_changed',
  'password_reset',
  'idle',
  'expired',
  'locked',
  'timed_out',
  'self_excluded',
  'session_limit',
  'closed',
] as const satisfies readonly LogoutReason[];

/** The argument of a `NotifyMessage` invocation, for clients that validate what arrives. */
export const notifyMessageSchema = z.discriminatedUnion('command', [
  z.object({ command: z.literal('Notification'), message: notificationSchema }),
  z.object({
    command: z.literal('Balance'),
    message: z.object({ balance: z.number(), bonusBalance: z.number() }),
  }),
  z.object({
    command: z.literal('Bonus'),
    message: z.object({
      id: z.number().int(),
      status: z.string(),
      remaining: z.number(),
      wageringDone: z.number(),
      wageringRequired: z.number(),
    }),
  }),
  z.object({ command: z.literal('Notice'), message: z.object({ title: z.string(), note: z.string() }) }),
  z.object({
    command: z.literal('Profile'),
    message: z.object({ phone: z.string(), smsVerified: z.boolean() }),
  }),
  z.object({ command: z.literal('Logout'), message: z.object({ reason: z.enum(logoutReasons) }) }),
]) satisfies z.ZodType<NotifyMessage>;
