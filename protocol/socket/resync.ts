import { z } from 'zod';

/**
 * `server:resync`: pushes may have been lost, read everything shown again. Sent by an instance
 * whose Redis link came back (to its own sockets, and to every instance's when its own publishes
 * were dropped meanwhile), and by the instances that outlive one that died without a word (its
 * pushes after its last commits may never have left). A client re-reads its live queries after a
 * short random wait, so thousands of screens do not ask in the same millisecond.
 */
export const serverResyncPayloadSchema = z.object({
  reason: z.enum(['link-restored', 'publishes-dropped', 'instance-lost']),
});
export type ServerResyncPayload = z.infer<typeof serverResyncPayloadSchema>;
