import { z } from 'zod';
import { bossSchema } from '../api/boss.ts';
import { memberFocusSchema, partySchema } from '../api/parties.ts';
import { safeText } from '../text.ts';

/**
 * The part of a boss that a hit changes. `boss:update` carries only this (not the nine languages
 * and the damage log of the full boss): it is sent to every member for every hit, and a small
 * payload built without a database read keeps the broadcast cheap. Clients merge it into the full
 * boss they fetched with `GET /api/boss/current`.
 */
export const bossStateSchema = bossSchema.pick({
  id: true,
  currentHealth: true,
  maxHealth: true,
  defeated: true,
  defeatedAt: true,
  version: true,
});
export type BossState = z.infer<typeof bossStateSchema>;

export const bossUpdatePayloadSchema = z.object({
  partyId: safeText(),
  boss: bossStateSchema,
  hit: z.object({
    userId: safeText(),
    username: safeText(),
    damage: z.number().int(),
    questId: safeText(),
    /** When the hit was recorded (ISO 8601): the same value as in the boss's damage log. */
    createdAt: safeText(),
  }),
  /** Server clock (epoch ms) at the emit, so a client or a benchmark can measure delivery time. */
  sentAt: z.number(),
});
export type BossUpdatePayload = z.infer<typeof bossUpdatePayloadSchema>;

export const bossDefeatedPayloadSchema = z.object({
  partyId: safeText(),
  bossId: safeText(),
  rewards: z.object({ experience: z.number().int(), gold: z.number().int() }),
  /** When the next boss will appear. */
  nextBossAt: safeText().nullable(),
});
export type BossDefeatedPayload = z.infer<typeof bossDefeatedPayloadSchema>;

export const bossSpawnedPayloadSchema = z.object({ partyId: safeText(), boss: bossSchema });
export type BossSpawnedPayload = z.infer<typeof bossSpawnedPayloadSchema>;

/** The party after a join or leave; `null` party means it was dissolved. */
export const partyUpdatePayloadSchema = z.object({ party: partySchema });
export type PartyUpdatePayload = z.infer<typeof partyUpdatePayloadSchema>;

/**
 * `focus:update`: a party member started, paused, resumed, completed or cancelled a focus session
 * (focus together). `focus` is null once it ended; what they focus on is never sent.
 */
export const focusUpdatePayloadSchema = z.object({
  partyId: safeText(),
  userId: safeText(),
  username: safeText(),
  focus: memberFocusSchema.nullable(),
});
export type FocusUpdatePayload = z.infer<typeof focusUpdatePayloadSchema>;
