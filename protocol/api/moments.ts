import { z } from 'zod';

/**
 * An optional moment of a quest or task (due date, reminder): ISO with an offset, or '' / null for
 * none. Whether a reminder lies in the future is checked by the server against its own clock (a
 * past `remindAt` answers 400), so the schema stays the same on both sides.
 */
export const optionalMoment = (moment: z.ZodISODateTime) =>
  z
    .union([moment, z.literal(''), z.null()])
    .optional()
    .transform((v) => (v ? v : null));
