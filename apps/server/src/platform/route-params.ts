import { z } from 'zod';

/**
 * `:id` in a route's path. Any text is accepted: an id that is not a UUID is simply not found,
 * never a 500 from the database's cast.
 */
export const idParams = z.object({
  id: z.string().max(100, { error: 'validation.too_long' }).meta({ description: 'The id of the item.' }),
});
