import { z } from 'zod';
import { safeText } from '../text.ts';

export const PARTY_NAME_MAX = 40;
export const PARTY_MAX_MEMBERS = 5;

/**
 * A member's focus session as the party sees it (DESIGN section 9, focus together): whether it runs
 * and when it ends, never what it is about. `endsAt` is ISO, null while paused.
 */
export const memberFocusSchema = z.object({
  status: z.enum(['running', 'paused']),
  endsAt: safeText().nullable(),
});
export type MemberFocus = z.infer<typeof memberFocusSchema>;

export const partyMemberSchema = z.object({
  id: safeText(),
  username: safeText(),
  level: z.number().int(),
  avatarColor: safeText(),
  isLeader: z.boolean(),
  /** Connected right now on any instance. */
  online: z.boolean(),
  /** Rest mode is on: the boss does not strike this member back (DESIGN 11). */
  resting: z.boolean(),
  /** The member's focus session now (null when none). */
  focus: memberFocusSchema.nullable(),
});
export type PartyMember = z.infer<typeof partyMemberSchema>;

export const partySchema = z.object({
  id: safeText(),
  name: safeText(),
  leaderId: safeText().nullable(),
  maxMembers: z.number().int(),
  currentBossId: safeText().nullable(),
  /** When the next boss appears while the party rests (null when a boss is active). */
  nextBossAt: safeText().nullable(),
  members: z.array(partyMemberSchema),
  createdAt: safeText(),
});
export type Party = z.infer<typeof partySchema>;

export const createPartyRequestSchema = z.object({
  name: safeText({ error: 'Party name is required' })
    .trim()
    .min(1, { error: 'Party name is required' })
    .max(PARTY_NAME_MAX, { error: `Party name must be at most ${PARTY_NAME_MAX} characters` }),
});
