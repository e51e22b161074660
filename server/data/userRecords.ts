import type { Selectable } from 'kysely';
import type { User } from '../../db/entities/User.ts';
import type { Database } from './database.ts';
import { asDate, moment } from './moments.ts';

/** The columns of a player that an answer or a push shows (presenters/user.ts). */
type ShownColumns =
  | 'id'
  | 'email'
  | 'username'
  | 'nickname'
  | 'emailVerified'
  | 'firstName'
  | 'lastName'
  | 'profileImageUrl'
  | 'language'
  | 'timezone'
  | 'characterClass'
  | 'level'
  | 'experience'
  | 'experienceToNext'
  | 'gold'
  | 'points'
  | 'totalPoints'
  | 'streak'
  | 'currentStreak'
  | 'dailyStreak'
  | 'health'
  | 'maxHealth'
  | 'damage'
  | 'defense'
  | 'role'
  | 'isActive'
  | 'isBanned'
  | 'banReason'
  | 'banExpiresAt'
  | 'avatarStyle'
  | 'avatarColor'
  | 'avatarAccessory'
  | 'avatarSkin'
  | 'avatarHair'
  | 'xpBoostMultiplier'
  | 'xpBoostQuests'
  | 'goldBoostMultiplier'
  | 'goldBoostQuests'
  | 'equippedWeapon'
  | 'equippedArmor'
  | 'equippedPet'
  | 'clanNotifications'
  | 'shareQuestTitles'
  | 'notificationPrefs'
  | 'lastActivity'
  | 'lastQuestCompleted'
  | 'createdAt'
  | 'updatedAt'
  | 'resting'
  | 'quickAddParsing'
  | 'version';

/**
 * A player as answers and pushes show them: the entity has this shape, and so does a row read
 * without the entity layer (`userRecordOf`), so the hot paths need not build an entity to answer.
 */
export type UserRecord = Pick<User, ShownColumns> & {
  party?: { id: string } | null;
  clan?: { id: string } | null;
};

/** A `users` row as a query (`selectAll`, `returning`, `row_to_json`) gives it: typed from the entity. */
export type UserColumns = Selectable<Database['users']>;

const reference = (id: string | null): { id: string } | null => (id === null ? null : { id });

/** The figures a completion computes a player's new state from (what its lock reads). */
export const FIGURE_COLUMNS = [
  'level',
  'experience',
  'gold',
  'points',
  'total_points',
  'streak',
  'current_streak',
  'daily_streak',
  'last_quest_completed',
  'timezone',
  'health',
  'max_health',
  'damage',
  'defense',
  'resting',
  'xp_boost_multiplier',
  'xp_boost_quests',
  'gold_boost_multiplier',
  'gold_boost_quests',
  'equipped_weapon',
  'equipped_armor',
  'equipped_pet',
] as const;

export type FigureColumns = Pick<UserColumns, (typeof FIGURE_COLUMNS)[number]>;

/** A player's figures as numbers and dates (the entity types a multiplier as string or number). */
export interface PlayerFigures {
  level: number;
  experience: number;
  gold: number;
  points: number;
  totalPoints: number;
  streak: number;
  currentStreak: number;
  dailyStreak: number;
  lastQuestCompleted: Date | null;
  timezone: string;
  health: number;
  maxHealth: number;
  damage: number;
  defense: number;
  resting: boolean;
  xpBoostMultiplier: number;
  xpBoostQuests: number;
  goldBoostMultiplier: number;
  goldBoostQuests: number;
  equippedWeapon: string | null;
  equippedArmor: string | null;
  equippedPet: string | null;
}

/** A player's figures from a row (a whole one, or the completion lock's). */
export function playerFiguresOf(row: FigureColumns): PlayerFigures {
  return {
    level: Number(row.level),
    experience: Number(row.experience),
    gold: Number(row.gold),
    points: Number(row.points),
    totalPoints: Number(row.total_points),
    streak: Number(row.streak),
    currentStreak: Number(row.current_streak),
    dailyStreak: Number(row.daily_streak),
    lastQuestCompleted: moment(row.last_quest_completed),
    timezone: row.timezone,
    health: Number(row.health),
    maxHealth: Number(row.max_health),
    damage: Number(row.damage),
    defense: Number(row.defense),
    resting: row.resting,
    xpBoostMultiplier: Number(row.xp_boost_multiplier),
    xpBoostQuests: Number(row.xp_boost_quests),
    goldBoostMultiplier: Number(row.gold_boost_multiplier),
    goldBoostQuests: Number(row.gold_boost_quests),
    equippedWeapon: row.equipped_weapon,
    equippedArmor: row.equipped_armor,
    equippedPet: row.equipped_pet,
  };
}

/** A player's row as a record: the same figures the entity would show, without building one. */
export function userRecordOf(row: UserColumns): UserRecord {
  return {
    ...playerFiguresOf(row),
    quickAddParsing: row.quick_add_parsing,
    id: row.id,
    email: row.email,
    username: row.username,
    nickname: row.nickname,
    emailVerified: row.email_verified,
    firstName: row.first_name,
    lastName: row.last_name,
    profileImageUrl: row.profile_image_url,
    language: row.language,
    characterClass: row.character_class,
    experienceToNext: Number(row.experience_to_next),
    role: row.role,
    isActive: row.is_active,
    isBanned: row.is_banned,
    banReason: row.ban_reason,
    banExpiresAt: moment(row.ban_expires_at),
    avatarStyle: row.avatar_style,
    avatarColor: row.avatar_color,
    avatarAccessory: row.avatar_accessory,
    avatarSkin: row.avatar_skin,
    avatarHair: row.avatar_hair,
    party: reference(row.party_id),
    clan: reference(row.clan_id),
    clanNotifications: row.clan_notifications,
    shareQuestTitles: row.share_quest_titles,
    notificationPrefs:
      typeof row.notification_prefs === 'string'
        ? (JSON.parse(row.notification_prefs) as Record<string, unknown>)
        : (row.notification_prefs ?? {}),
    lastActivity: moment(row.last_activity),
    createdAt: asDate(row.created_at),
    updatedAt: asDate(row.updated_at),
    version: Number(row.version),
  };
}
