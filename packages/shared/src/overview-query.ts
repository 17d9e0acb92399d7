import { z } from 'zod';

/** How many items each list of the overview shows unless the caller asks for another number. */
export const overviewListSize = 5;
export const overviewMaxListSize = 20;

export const overviewQuery = z.object({
  /** How many items each list holds (the counts of what needs action count them all). */
  limit: z.coerce
    .number({ error: 'validation.invalid' })
    .int('validation.invalid')
    .min(1, 'validation.too_small')
    .max(overviewMaxListSize, 'validation.too_big')
    .default(overviewListSize),
});
export type OverviewQuery = z.infer<typeof overviewQuery>;
