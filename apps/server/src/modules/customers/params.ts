import { z } from 'zod';

/** The player's database id in the path; too large or not a number is a 400, not a 500. */
export const customerParams = z.object({
  id: z.coerce
    .bigint()
    .positive()
    .max(2n ** 62n),
});
