import { defineEntity, p } from '@mikro-orm/core';
import { ROLES } from '../../protocol/api/user.ts';
import { experienceForNextLevel } from '../../protocol/rules/progression.ts';
import { createdAt, updatedAt, uuidPrimaryKey } from './base.ts';
import { Clan } from './Clan.ts';
import { Party } from './Party.ts';

export const STARTING_GOLD = 100;

/**
 * A player account. Progress counters are changed only by conditional atomic SQL in commands
 * (DESIGN section 6); the checks below make the database refuse impossible values on its own.
 */
const UserSchema = defineEntity({
  name: 'User',
  tableName: 'users',
  properties: {
    id: uuidPrimaryKey(),
    email: p.string().length(254).unique('users_email_unique'),
    username: p.string().length(20),
    nickname: p.string().length(30).nullable(),
    password: p.string().length(255).hidden().lazy(),
    emailVerified: p.boolean().default(false),
    /** SHA-256 of the verification token; the token itself only travels in the e-mail. */
    emailVerificationToken: p
      .string()
      .length(64)
      .nullable()
      .hidden()
      .unique('users_email_verification_token_unique'),
    emailVerificationExpires: p.datetime().nullable().hidden(),
    /** SHA-256 of the reset token. */
    passwordResetToken: p.string().length(64).nullable().hidden().unique('users_password_reset_token_unique'),
    passwordResetExpires: p.datetime().nullable().hidden(),
    firstName: p.string().length(60).nullable(),
    lastName: p.string().length(60).nullable(),
    profileImageUrl: p.string().length(500).nullable(),
    language: p.string().length(8).default('en'),
    timezone: p.string().length(64).default('UTC'),
    characterClass: p.string().length(40).default('Novice Adventurer'),
    level: p.integer().default(1),
    experience: p.integer().default(0),
    experienceToNext: p.integer().default(experienceForNextLevel(1)),
    gold: p.integer().default(STARTING_GOLD),
    points: p.integer().default(0),
    totalPoints: p.integer().default(0),
    streak: p.integer().default(0),
    currentStreak: p.integer().default(0),
    dailyStreak: p.integer().default(0),
    health: p.integer().default(100),
    maxHealth: p.integer().default(100),
    damage: p.integer().default(10),
    defense: p.integer().default(5),
    role: p.enum(ROLES).default('user'),
    isActive: p.boolean().default(true),
    isBanned: p.boolean().default(false),
    banReason: p.string().length(500).nullable(),
    banExpiresAt: p.datetime().nullable(),
    deactivatedAt: p.datetime().nullable(),
    deactivationReason: p.string().length(500).nullable(),
    avatarStyle: p.string().length(32).default('adventurer'),
    avatarColor: p.string().length(32).default('blue'),
    avatarAccessory: p.string().length(32).default('none'),
    avatarSkin: p.string().length(32).default('light'),
    avatarHair: p.string().length(32).default('brown'),
    /** A consumable's boost on the next quests: multiplier and how many quests it still covers. */
    xpBoostMultiplier: p.double().default(1),
    xpBoostQuests: p.integer().default(0),
    goldBoostMultiplier: p.double().default(1),
    goldBoostQuests: p.integer().default(0),
    /** Item identifiers of the equipped weapon and armor (spec 000 section 3). */
    equippedWeapon: p.string().length(64).nullable(),
    equippedArmor: p.string().length(64).nullable(),
    /** Id of the active companion. */
    equippedPet: p.uuid().nullable(),
    party: () => p.manyToOne(Party).nullable().deleteRule('set null').index('users_party_idx'),
    /** When the player joined their party: the leader role passes to the longest-standing member. */
    partyJoinedAt: p.datetime().nullable(),
    clan: () => p.manyToOne(Clan).nullable().deleteRule('set null').index('users_clan_idx'),
    clanJoinedAt: p.datetime().nullable(),
    /** Opt-in: clan events also arrive as notifications (calm by default: off). */
    clanNotifications: p.boolean().default(false),
    /** Opt-in: clan activity and party events name the player's quests and tasks (private by default). */
    shareQuestTitles: p.boolean().default(false),
    /**
     * Which notification kinds also come by Web Push, and quiet hours (DESIGN section 9). Stored as
     * given (possibly partial); server/domain/notifications/prefs.ts fills in the defaults.
     */
    notificationPrefs: p.json<Record<string, unknown>>().onCreate(() => ({})),
    lastActivity: p.datetime().nullable(),
    lastQuestCompleted: p.datetime().nullable(),
    /** Rest mode: the boss's strike back is paused (holidays, illness, a bad week). */
    resting: p.boolean().default(false),
    /** The quick add reads dates, routines, priorities and estimates in the line (Profile switch). */
    quickAddParsing: p.boolean().default(true),
    /** The local day (days since 1970 in the player's zone) of their latest start of day. */
    lastDaySeen: p.integer().nullable(),
    /** The local day of their latest quest completion: Double XP goes to the first of each day. */
    lastQuestDay: p.integer().nullable(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /**
     * Bumped by the database on every UPDATE of the row (trigger `users_version`), never written
     * here: the version of every `user:update`, so a client keeps only the newest it heard.
     */
    version: p.integer().default(0),
  },
  uniques: [
    {
      name: 'users_username_lower_unique',
      expression: 'create unique index "users_username_lower_unique" on "users" (lower("username"))',
    },
  ],
  indexes: [{ name: 'users_created_at_idx', properties: ['createdAt'] }],
  /** Every UPDATE of a player's row counts one version (the function is `users_users_version_fn`). */
  triggers: [
    {
      name: 'users_version',
      timing: 'before',
      events: ['update'],
      forEach: 'row',
      body: 'new.version := old.version + 1; return new;',
    },
  ],
  checks: [
    { name: 'users_gold_non_negative', expression: 'gold >= 0' },
    { name: 'users_health_in_range', expression: 'health >= 0 and health <= max_health' },
    { name: 'users_level_positive', expression: 'level >= 1' },
    { name: 'users_experience_non_negative', expression: 'experience >= 0' },
    { name: 'users_points_non_negative', expression: 'points >= 0 and total_points >= 0' },
  ],
});

export class User extends UserSchema.class {}
UserSchema.setClass(User);

export { UserSchema };
