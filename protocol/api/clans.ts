import { z } from 'zod';

export const CLAN_TAG_MAX = 5;
export const CLAN_NAME_MAX = 40;
export const CLAN_DESCRIPTION_MAX = 300;
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
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  tag: z.string(),
  leaderId: z.string().nullable(),
  memberCount: z.number().int(),
  maxMembers: z.number().int(),
  clanLevel: z.number().int(),
  /** The same figure under the names the screens read (spec 001 section 3). */
  level: z.number().int(),
  totalXP: z.number().int(),
  totalExperience: z.number().int(),
  isPublic: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Clan = z.infer<typeof clanSchema>;

export const clanMemberSchema = z.object({
  id: z.string(),
  username: z.string(),
  level: z.number().int(),
  avatarColor: z.string(),
  isLeader: z.boolean(),
  joinedAt: z.string().nullable(),
});

export const clanDetailSchema = clanSchema.extend({ members: z.array(clanMemberSchema) });
export type ClanDetail = z.infer<typeof clanDetailSchema>;

export const clanActivityItemSchema = z.object({
  id: z.string(),
  type: z.enum(CLAN_ACTIVITY_TYPES),
  userId: z.string().nullable(),
  username: z.string(),
  subject: z.string(),
  data: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])),
  createdAt: z.string(),
});
export type ClanActivityItem = z.infer<typeof clanActivityItemSchema>;

const REQUIRED = 'Clan name and tag are required.';

export const createClanRequestSchema = z.object({
  name: z
    .string({ error: REQUIRED })
    .trim()
    .min(1, { error: REQUIRED })
    .max(CLAN_NAME_MAX, { error: `Clan names can be at most ${CLAN_NAME_MAX} characters` }),
  tag: z
    .string({ error: REQUIRED })
    .trim()
    .min(1, { error: REQUIRED })
    .max(CLAN_TAG_MAX, { error: `Clan tags can be at most ${CLAN_TAG_MAX} characters` })
    .transform((tag) => tag.toUpperCase()),
  description: z
    .string()
    .trim()
    .max(CLAN_DESCRIPTION_MAX, { error: `Descriptions can be at most ${CLAN_DESCRIPTION_MAX} characters` })
    .nullish()
    .transform((v) => (v ? v : null)),
});

export const clanSearchQuerySchema = z.object({
  search: z.string().trim().max(60).optional().default(''),
  page: z.coerce.number().int().min(1).max(1000).optional().default(1),
});
