import { adminSegmentSendSchema, NOTIFICATION_PURPOSES } from '@lalebet/shared';
import { z } from 'zod';
import { EMPTY_MESSAGE, messageShape, toTexts } from './message-fields';

export const SEGMENT_EMPTY = {
  days: '',
  vip: '',
  locale: '',
  purpose: 'marketing' as (typeof NOTIFICATION_PURPOSES)[number],
  /** Set by the button pressed: "Count" only asks how many would get it. */
  dryRun: false,
  ...EMPTY_MESSAGE,
};

/** The typed segment becomes the request; a count needs no title yet, so it sends a placeholder. */
export const segmentForm = z
  .object({
    days: z.string(),
    vip: z.string(),
    locale: z.string(),
    purpose: z.enum(NOTIFICATION_PURPOSES),
    dryRun: z.boolean(),
    ...messageShape,
  })
  .transform(
    ({ days, vip, locale, purpose, dryRun, ...message }): z.input<typeof adminSegmentSendSchema> => ({
      segment: {
        ...(days.trim() ? { depositedWithinDays: Number(days) } : {}),
        ...(vip.trim() ? { vipLevelMin: Number(vip) } : {}),
        ...(locale ? { locale: locale as 'tr' | 'en' } : {}),
      },
      purpose,
      ...toTexts(dryRun && !message.titleTr.trim() ? { ...message, titleTr: '-', noteTr: '-' } : message),
      dryRun,
    }),
  )
  .pipe(adminSegmentSendSchema);
