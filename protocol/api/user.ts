import { z } from 'zod';
import { NICKNAME_MAX, NICKNAME_MIN, PASSWORD_MAX, SUPPORTED_LANGUAGES } from '../limits.ts';
import { abilitiesSchema } from '../rules/abilities.ts';
import { safeText } from '../text.ts';
import { newPasswordSchema, registerRequestSchema, timezoneSchema, usernameSchema } from './auth.ts';

export const ROLES = ['user', 'moderator', 'admin'] as const;
export const roleSchema = z.enum(ROLES);
export type Role = z.infer<typeof roleSchema>;

const isoDate = safeText();

/** Kinds of notification that may also arrive by Web Push (each has its own switch). */
export const PUSH_KINDS = ['reminder', 'focus', 'boss', 'clan', 'achievement', 'admin_message'] as const;
export type PushKind = (typeof PUSH_KINDS)[number];

/** A local wall-clock time, 'HH:MM' (24 hours). */
export const clockTimeSchema = safeText({ error: 'Time must be HH:MM' }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, {
  error: 'Time must be HH:MM (00:00 to 23:59)',
});

/** Quiet hours in the player's zone: no Web Push from `start` until `end` (may wrap midnight). */
export const quietHoursSchema = z.object({ start: clockTimeSchema, end: clockTimeSchema }).strict();
export type QuietHours = z.infer<typeof quietHoursSchema>;

/**
 * Notification preferences (DESIGN section 9): which kinds also come by Web Push, and quiet hours.
 * Every notification is still stored and shown in the app; these only decide the push.
 */
export const notificationPrefsSchema = z.object({
  push: z.object({
    reminder: z.boolean(),
    focus: z.boolean(),
    boss: z.boolean(),
    clan: z.boolean(),
    achievement: z.boolean(),
    admin_message: z.boolean(),
  }),
  quietHours: quietHoursSchema.nullable(),
});
export type NotificationPrefs = z.infer<typeof notificationPrefsSchema>;

/** Calm by default: what the player asked for (reminders, focus) and messages from the team. */
export const DEFAULT_NOTIFICATION_PREFS: NotificationPrefs = {
  push: { reminder: true, focus: true, boss: false, clan: false, achievement: false, admin_message: true },
  quietHours: null,
};

const pushSwitch = (kind: PushKind) => z.boolean({ error: `${kind} must be true or false` }).optional();

/** `PATCH /api/user { notificationPrefs }`: any part; what is left out stays as it is. */
export const notificationPrefsChangeSchema = z
  .object({
    push: z
      .object({
        reminder: pushSwitch('reminder'),
        focus: pushSwitch('focus'),
        boss: pushSwitch('boss'),
        clan: pushSwitch('clan'),
        achievement: pushSwitch('achievement'),
        admin_message: pushSwitch('admin_message'),
      })
      .strict()
      .optional(),
    quietHours: quietHoursSchema.nullable().optional(),
  })
  .strict();
export type NotificationPrefsChange = z.infer<typeof notificationPrefsChangeSchema>;

/** The one shape in which a user leaves the server (never a hash or a token). */
export const userSchema = z.object({
  id: safeText(),
  email: safeText(),
  username: safeText(),
  nickname: safeText().nullable(),
  emailVerified: z.boolean(),
  firstName: safeText().nullable(),
  lastName: safeText().nullable(),
  profileImageUrl: safeText().nullable(),
  language: safeText(),
  timezone: safeText(),
  characterClass: safeText(),
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
  banReason: safeText().nullable(),
  banExpiresAt: isoDate.nullable(),
  avatarStyle: safeText(),
  avatarColor: safeText(),
  avatarAccessory: safeText(),
  avatarSkin: safeText(),
  avatarHair: safeText(),
  /** An active consumable boost on the next quests (multiplier 1 and 0 quests when none). */
  boosts: z.object({
    experience: z.object({ multiplier: z.number(), quests: z.number().int() }),
    gold: z.object({ multiplier: z.number(), quests: z.number().int() }),
  }),
  equippedWeapon: safeText().nullable(),
  equippedArmor: safeText().nullable(),
  equippedPet: safeText().nullable(),
  partyId: safeText().nullable(),
  clanId: safeText().nullable(),
  /** Opted in to clan events as notifications. */
  clanNotifications: z.boolean(),
  /** Opt-in: the clan's and party's feeds name this player's quests and tasks (off: 'a quest'). */
  shareQuestTitles: z.boolean(),
  lastActivity: isoDate.nullable(),
  lastQuestCompleted: isoDate.nullable(),
  createdAt: isoDate,
  updatedAt: isoDate,
  /** Rest mode is on: no strike back until it is turned off (holidays, illness, a bad week). */
  resting: z.boolean(),
  /** The quick add reads dates, routines, priorities and estimates in the line (DESIGN 13). */
  quickAddParsing: z.boolean(),
  /** The full set the equipped weapon and armor make (its bonus is in the effective figures), else null. */
  fullSet: safeText().nullable(),
  /** Which kinds also come by Web Push, and quiet hours (defaults filled in). */
  notificationPrefs: notificationPrefsSchema,
  /** What this player may do beyond their own game (server/policies decide it). */
  can: abilitiesSchema,
  /**
   * Counts every change of the player's row: a client keeps the newest user it heard (an answer
   * or a `user:update` from any instance may arrive late; client/src/shared/queries/versioned.ts).
   */
  version: z.number().int(),
});
export type User = z.infer<typeof userSchema>;

export const languageSchema = z.enum(SUPPORTED_LANGUAGES, { error: 'Unsupported language' });

export const updateProfileRequestSchema = z.object({
  username: usernameSchema.optional(),
  firstName: safeText().trim().max(60).nullable().optional(),
  lastName: safeText().trim().max(60).nullable().optional(),
  language: languageSchema.optional(),
  timezone: timezoneSchema.optional(),
  clanNotifications: z.boolean({ error: 'clanNotifications must be true or false' }).optional(),
  shareQuestTitles: z.boolean({ error: 'shareQuestTitles must be true or false' }).optional(),
  /** Rest mode (DESIGN section 11): the boss's strike back pauses until it is turned off. */
  resting: z.boolean({ error: 'resting must be true or false' }).optional(),
  /** The quick add's reading of dates and the rest: off, the line is added as typed. */
  quickAddParsing: z.boolean({ error: 'quickAddParsing must be true or false' }).optional(),
  notificationPrefs: notificationPrefsChangeSchema.optional(),
});
export type UpdateProfileRequest = z.infer<typeof updateProfileRequestSchema>;

export const updateNicknameRequestSchema = z.object({
  nickname: safeText({ error: `Nickname must be at least ${NICKNAME_MIN} characters` })
    .trim()
    .min(NICKNAME_MIN, { error: `Nickname must be at least ${NICKNAME_MIN} characters` })
    .max(NICKNAME_MAX, { error: `Nickname must be at most ${NICKNAME_MAX} characters` }),
});

/** Avatar options (spec 000 section 3: the avatar card and the customizer). */
export const AVATAR_COLORS = ['blue', 'purple', 'green', 'red', 'gold', 'cyan', 'pink', 'indigo'] as const;
export const AVATAR_ACCESSORIES = [
  'none',
  'crown',
  'cape',
  'helm',
  'wizard_hat',
  'bandana',
  'circlet',
  'mask',
] as const;
export const AVATAR_SKINS = ['light', 'medium', 'dark'] as const;
export const AVATAR_HAIR = ['brown', 'black', 'blonde', 'red', 'gray'] as const;
export const AVATAR_STYLES = [
  'adventurer',
  'mage',
  'warrior',
  'rogue',
  'paladin',
  'ranger',
  'bard',
  'monk',
] as const;

export const avatarRequestSchema = z
  .object({
    avatarStyle: z.enum(AVATAR_STYLES, { error: 'Unknown avatar style' }).optional(),
    avatarColor: z.enum(AVATAR_COLORS, { error: 'Unknown avatar color' }).optional(),
    avatarAccessory: z.enum(AVATAR_ACCESSORIES, { error: 'Unknown accessory' }).optional(),
    avatarSkin: z.enum(AVATAR_SKINS, { error: 'Unknown skin tone' }).optional(),
    avatarHair: z.enum(AVATAR_HAIR, { error: 'Unknown hair color' }).optional(),
  })
  .refine((body) => Object.values(body).some((v) => v !== undefined), { error: 'Nothing to change' });
export type AvatarRequest = z.infer<typeof avatarRequestSchema>;

/* Your account is yours (DESIGN section 12). */

/** A password the player types to prove it is them (checked like a login, never stored). */
const currentPasswordSchema = (field: string) =>
  safeText({ error: `${field} is required` })
    .min(1, { error: `${field} is required` })
    .max(PASSWORD_MAX, { error: `${field} is not correct` });

export const changePasswordRequestSchema = z.object({
  currentPassword: currentPasswordSchema('Current password'),
  newPassword: newPasswordSchema,
});
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;

export const changeEmailRequestSchema = z.object({
  password: currentPasswordSchema('Password'),
  email: registerRequestSchema.shape.email,
});
export type ChangeEmailRequest = z.infer<typeof changeEmailRequestSchema>;

/** `POST /api/user/email`: the player as they are now, and the address waiting for its link (if any). */
export const changeEmailResponseSchema = z.object({
  message: safeText(),
  pendingEmail: safeText().nullable(),
  user: userSchema,
});
export type ChangeEmailResponse = z.infer<typeof changeEmailResponseSchema>;

export const deleteAccountRequestSchema = z.object({ password: currentPasswordSchema('Password') });

/** One place the player is signed in; `id` is a public name for it, never the cookie's value. */
export const accountSessionSchema = z.object({
  id: safeText(),
  current: z.boolean(),
  createdAt: isoDate,
  lastSeenAt: isoDate.nullable(),
  userAgent: safeText().nullable(),
});
export type AccountSession = z.infer<typeof accountSessionSchema>;

export const accountSessionsResponseSchema = z.object({ sessions: z.array(accountSessionSchema) });
export type AccountSessionsResponse = z.infer<typeof accountSessionsResponseSchema>;

export const sessionIdParamsSchema = z.object({ id: safeText().trim().min(1).max(64) });

export const PASSWORD_CHANGED_MESSAGE =
  'Your password has been changed. Your other sessions were signed out.';
export const EMAIL_CHANGED_MESSAGE = 'Your e-mail address has been changed.';
export const EMAIL_CHANGE_PENDING_MESSAGE =
  'Almost done: we sent a link to your new address. Your e-mail changes when you follow it.';
