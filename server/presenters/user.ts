import type { User as UserDto } from '../../protocol/api/user.ts';
import { power } from '../../protocol/rules/combat.ts';
import type { PlayerView } from '../data/players.ts';
import type { UserRecord } from '../data/userRecords.ts';
import {
  type EquipmentBonuses,
  effectiveDamage,
  effectiveDefense,
  NO_EQUIPMENT,
} from '../domain/character/stats.ts';
import { notificationPrefsOf } from '../domain/notifications/prefs.ts';
import { abilitiesOf } from '../policies/roles.ts';

const iso = (d: Date | null | undefined): string | null => (d ? d.toISOString() : null);

/** The only way a user leaves the server: no password hash, no token, ever. */
export function presentUser(user: UserRecord, equipment: EquipmentBonuses = NO_EQUIPMENT): UserDto {
  const effDamage = effectiveDamage(user, equipment);
  return {
    id: user.id,
    email: user.email,
    username: user.username,
    nickname: user.nickname ?? null,
    emailVerified: user.emailVerified,
    firstName: user.firstName ?? null,
    lastName: user.lastName ?? null,
    profileImageUrl: user.profileImageUrl ?? null,
    language: user.language,
    timezone: user.timezone,
    characterClass: user.characterClass,
    level: user.level,
    experience: user.experience,
    experienceToNext: user.experienceToNext,
    gold: user.gold,
    points: user.points,
    totalPoints: user.totalPoints,
    streak: user.streak,
    currentStreak: user.currentStreak,
    dailyStreak: user.dailyStreak,
    health: user.health,
    maxHealth: user.maxHealth,
    damage: user.damage,
    defense: user.defense,
    effectiveDamage: effDamage,
    effectiveDefense: effectiveDefense(user, equipment),
    power: power(user.level, effDamage),
    role: user.role,
    isActive: user.isActive,
    isBanned: user.isBanned,
    banReason: user.banReason ?? null,
    banExpiresAt: iso(user.banExpiresAt),
    avatarStyle: user.avatarStyle,
    avatarColor: user.avatarColor,
    avatarAccessory: user.avatarAccessory,
    avatarSkin: user.avatarSkin,
    avatarHair: user.avatarHair,
    boosts: {
      experience: { multiplier: Number(user.xpBoostMultiplier), quests: user.xpBoostQuests },
      gold: { multiplier: Number(user.goldBoostMultiplier), quests: user.goldBoostQuests },
    },
    equippedWeapon: user.equippedWeapon ?? null,
    equippedArmor: user.equippedArmor ?? null,
    equippedPet: user.equippedPet ?? null,
    partyId: user.party?.id ?? null,
    clanId: user.clan?.id ?? null,
    clanNotifications: user.clanNotifications,
    shareQuestTitles: user.shareQuestTitles,
    lastActivity: iso(user.lastActivity),
    lastQuestCompleted: iso(user.lastQuestCompleted),
    createdAt: user.createdAt.toISOString(),
    updatedAt: user.updatedAt.toISOString(),
    resting: user.resting,
    quickAddParsing: user.quickAddParsing,
    notificationPrefs: notificationPrefsOf(user.notificationPrefs),
    fullSet: equipment.set.set,
    can: abilitiesOf(user.role),
    version: user.version,
  };
}

/** A player with their equipment's bonuses in the effective figures. */
export const presentPlayer = ({ user, equipment }: PlayerView): UserDto => presentUser(user, equipment);
