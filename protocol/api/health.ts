import { z } from 'zod';
import { safeText } from '../text.ts';

export const healthResponseSchema = z.object({ status: z.literal('ok') });
export const readyResponseSchema = z.object({
  status: z.enum(['ready', 'unavailable']),
  checks: z.record(safeText(), z.enum(['ok', 'failed'])),
});
export type ReadyResponse = z.infer<typeof readyResponseSchema>;
