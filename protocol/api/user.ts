import { z } from 'zod';
import { NICKNAME_MAX, NICKNAME_MIN, SUPPORTED_LANGUAGES } from '../limits.ts';
import { timezoneSchema, usernameSchema } from './auth.ts';

export const ROLES = ['user', 'moderator', 'admin'] as const;
export const roleSchema = z.enum(ROLES);
export type Role = z.infer<typeof roleSchema>;

const isoDate = z.string();

/** The one shape in which a user leaves the server (never a hash or a token). */
export const userSchema = z.object({
  id: z.string(),
  email: z.string(),
  username: z.string(),
  nickname: z.string().nullable(),
  emailVerified: z.boolean(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  language: z.string(),
  timezone: z.string(),
  characterClass: z.string(),
  level: z.number().int(),
  experience: z.number().int(),
  experienceToNext: z.number().int(),
  gold: z.number().int(),
  points: z.number().int(),
  totalPoints: z.number().int(),
  streak: z.number().int(),
  currentStreak: z.number().int(),
  dailyStreak: z.number().int(),
  health: z.number().int(),
  maxHealth: z.number().int(),
  damage: z.number().int(),
  defense: z.number().int(),
  effectiveDamage: z.number().int(),
  effectiveDefense: z.number().int(),
  power: z.number().int(),
  role: roleSchema,
  isActive: z.boolean(),
  isBanned: z.boolean(),
  banReason: z.string().nullable(),
  banExpiresAt: isoDate.nullable(),
  avatarStyle: z.string(),
  avatarColor: z.string(),
  avatarAccessory: z.string(),
  equippedWeapon: z.string().nullable(),
  equippedArmor: z.string().nullable(),
  equippedPet: z.string().nullable(),
  partyId: z.string().nullable(),
  clanId: z.string().nullable(),
  lastActivity: isoDate.nullable(),
  lastQuestCompleted: isoDate.nullable(),
  createdAt: isoDate,
  updatedAt: isoDate,
});
export type User = z.infer<typeof userSchema>;

export const languageSchema = z.enum(SUPPORTED_LANGUAGES, { error: 'Unsupported language' });

export const updateProfileRequestSchema = z.object({
  username: usernameSchema.optional(),
  firstName: z.string().trim().max(60).nullable().optional(),
  lastName: z.string().trim().max(60).nullable().optional(),
  language: languageSchema.optional(),
  timezone: timezoneSchema.optional(),
});
export type UpdateProfileRequest = z.infer<typeof updateProfileRequestSchema>;

export const updateNicknameRequestSchema = z.object({
  nickname: z
    .string({ error: `Nickname must be at least ${NICKNAME_MIN} characters` })
    .trim()
    .min(NICKNAME_MIN, { error: `Nickname must be at least ${NICKNAME_MIN} characters` })
    .max(NICKNAME_MAX, { error: `Nickname must be at most ${NICKNAME_MAX} characters` }),
});
