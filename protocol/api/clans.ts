import { z } from 'zod';
import { CLAN_DESCRIPTION_MAX, CLAN_NAME_MAX, CLAN_TAG_MAX } from '../limits.ts';
import { safeText } from '../text.ts';

// The maxima live in limits.ts (no zod: the client's language files import them).
export { CLAN_DESCRIPTION_MAX, CLAN_NAME_MAX, CLAN_TAG_MAX };
export const CLAN_MAX_MEMBERS = 50;
export const CLAN_SEARCH_LIMIT = 50;

export const CLAN_ACTIVITY_TYPES = [
  'member_joined',
  'member_left',
  'quest_completed',
  'level_up',
  'achievement_unlocked',
  'boss_defeated',
] as const;

export const clanSchema = z.object({
  id: safeText(),
  name: safeText(),
  description: safeText().nullable(),
  tag: safeText(),
  leaderId: safeText().nullable(),
  memberCount: z.number().int(),
  maxMembers: z.number().int(),
  clanLevel: z.number().int(),
  /** The same figure under the names the screens read (spec 001 section 3). */
  level: z.number().int(),
  totalXP: z.number().int(),
  totalExperience: z.number().int(),
  isPublic: z.boolean(),
  createdAt: safeText(),
  updatedAt: safeText(),
});
export type Clan = z.infer<typeof clanSchema>;

export const clanMemberSchema = z.object({
  id: safeText(),
  username: safeText(),
  level: z.number().int(),
  avatarColor: safeText(),
  isLeader: z.boolean(),
  joinedAt: safeText().nullable(),
});

export const clanDetailSchema = clanSchema.extend({ members: z.array(clanMemberSchema) });
export type ClanDetail = z.infer<typeof clanDetailSchema>;

export const clanActivityItemSchema = z.object({
  id: safeText(),
  type: z.enum(CLAN_ACTIVITY_TYPES),
  userId: safeText().nullable(),
  username: safeText(),
  subject: safeText(),
  data: z.record(safeText(), z.union([safeText(), z.number(), z.boolean(), z.null()])),
  createdAt: safeText(),
});
export type ClanActivityItem = z.infer<typeof clanActivityItemSchema>;

const REQUIRED = 'Clan name and tag are required.';

export const createClanRequestSchema = z.object({
  name: safeText({ error: REQUIRED })
    .trim()
    .min(1, { error: REQUIRED })
    .max(CLAN_NAME_MAX, { error: `Clan names can be at most ${CLAN_NAME_MAX} characters` }),
  tag: safeText({ error: REQUIRED })
    .trim()
    .min(1, { error: REQUIRED })
    .max(CLAN_TAG_MAX, { error: `Clan tags can be at most ${CLAN_TAG_MAX} characters` })
    .transform((tag) => tag.toUpperCase()),
  description: safeText()
    .trim()
    .max(CLAN_DESCRIPTION_MAX, { error: `Descriptions can be at most ${CLAN_DESCRIPTION_MAX} characters` })
    .nullish()
    .transform((v) => (v ? v : null)),
});

export const clanSearchQuerySchema = z.object({
  search: safeText().trim().max(60).optional().default(''),
  page: z.coerce.number().int().min(1).max(1000).optional().default(1),
});
