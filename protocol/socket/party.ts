import { z } from 'zod';
import { bossSchema } from '../api/boss.ts';
import { partySchema } from '../api/parties.ts';

export const bossUpdatePayloadSchema = z.object({
  partyId: z.string(),
  boss: bossSchema,
  hit: z.object({ userId: z.string(), username: z.string(), damage: z.number().int(), questId: z.string() }),
  /** Server clock (epoch ms) at the emit, so a client or a benchmark can measure delivery time. */
  sentAt: z.number(),
});
export type BossUpdatePayload = z.infer<typeof bossUpdatePayloadSchema>;

export const bossDefeatedPayloadSchema = z.object({
  partyId: z.string(),
  bossId: z.string(),
  rewards: z.object({ experience: z.number().int(), gold: z.number().int() }),
  /** When the next boss will appear. */
  nextBossAt: z.string().nullable(),
});
export type BossDefeatedPayload = z.infer<typeof bossDefeatedPayloadSchema>;

export const bossSpawnedPayloadSchema = z.object({ partyId: z.string(), boss: bossSchema });
export type BossSpawnedPayload = z.infer<typeof bossSpawnedPayloadSchema>;

/** The party after a join or leave; `null` party means it was dissolved. */
export const partyUpdatePayloadSchema = z.object({ party: partySchema });
export type PartyUpdatePayload = z.infer<typeof partyUpdatePayloadSchema>;
