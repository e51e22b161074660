import { z } from 'zod';

export const PARTY_NAME_MAX = 40;
export const PARTY_MAX_MEMBERS = 5;

export const partyMemberSchema = z.object({
  id: z.string(),
  username: z.string(),
  level: z.number().int(),
  avatarColor: z.string(),
  isLeader: z.boolean(),
  /** Connected right now on any instance. */
  online: z.boolean(),
});
export type PartyMember = z.infer<typeof partyMemberSchema>;

export const partySchema = z.object({
  id: z.string(),
  name: z.string(),
  leaderId: z.string().nullable(),
  maxMembers: z.number().int(),
  currentBossId: z.string().nullable(),
  /** When the next boss appears while the party rests (null when a boss is active). */
  nextBossAt: z.string().nullable(),
  members: z.array(partyMemberSchema),
  createdAt: z.string(),
});
export type Party = z.infer<typeof partySchema>;

export const createPartyRequestSchema = z.object({
  name: z
    .string({ error: 'Party name is required' })
    .trim()
    .min(1, { error: 'Party name is required' })
    .max(PARTY_NAME_MAX, { error: `Party name must be at most ${PARTY_NAME_MAX} characters` }),
});
