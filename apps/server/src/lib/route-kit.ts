import { z } from 'zod';

/** The success envelope (`{ success: true, value }`): the one builder every route answers with. */
export const ok = <T>(value: T) => ({ success: true as const, value });

/** A database id in the path (`/:id`): a positive integer a JavaScript number holds exactly. */
export const IdParams = z.object({
  id: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 53 - 1),
});
