import { z } from 'zod';
import { safeText } from '../text.ts';

/** `stats:update` on the `/admin` namespace: the live state of all instances, every 2 seconds. */
export const liveStatsSchema = z.object({
  onlinePlayers: z.number().int(),
  connectedSockets: z.number().int(),
  activeParties: z.number().int(),
  activeBosses: z.number().int(),
  hitsPerSecond: z.number(),
  requestsPerSecond: z.number(),
  eventsPerSecond: z.number(),
  instances: z.number().int(),
  at: safeText(),
});
export type LiveStats = z.infer<typeof liveStatsSchema>;

export interface AdminServerToClientEvents {
  'stats:update': (payload: LiveStats) => void;
}
