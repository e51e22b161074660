import { isDeepStrictEqual } from 'node:util';
import type { Em } from '../../db/orm.ts';
import type { AvatarRequest, UpdateProfileRequest } from '../../protocol/api/user.ts';
import { hideQuestTitlesOf } from '../data/feedPrivacy.ts';
import { playerById } from '../data/playerAccount.ts';
import type { PlayerView } from '../data/players.ts';
import { type ProfileChange, writeProfile } from '../data/profile.ts';
import { dropOpenStarterOffers } from '../data/starters.ts';
import type { UserRecord } from '../data/userRecords.ts';
import { usernameOwner } from '../data/users.ts';
import { mergeNotificationPrefs, notificationPrefsOf } from '../domain/notifications/prefs.ts';
import { notFound } from '../lib/httpErrors.ts';
import { announcePlayer } from './announcePlayer.ts';
import { usernameTaken } from './registerUser.ts';

async function playerOf(em: Em, userId: string): Promise<UserRecord> {
  const user = await playerById(em, userId);
  if (!user) throw notFound('User not found');
  return user;
}

/**
 * Whether a field given in a request changes the player's value: only such fields are written, and
 * a request that changes nothing writes nothing (the player's version stays).
 */
const differs = <T>(value: T | undefined, current: unknown): value is T =>
  value !== undefined && !isDeepStrictEqual(value, current);

/** Changes the player's own profile fields; a username taken by someone else answers 409. */
export async function updateProfile(
  em: Em,
  userId: string,
  input: UpdateProfileRequest,
): Promise<PlayerView> {
  const user = await playerOf(em, userId);
  if (input.username !== undefined && input.username.toLowerCase() !== user.username.toLowerCase()) {
    const other = await usernameOwner(em, input.username);
    if (other && other !== userId) throw usernameTaken();
  }
  const change: ProfileChange = {};
  if (differs(input.username, user.username)) change.username = input.username;
  const firstName = input.firstName === undefined ? undefined : input.firstName || null;
  if (differs(firstName, user.firstName)) change.first_name = firstName;
  const lastName = input.lastName === undefined ? undefined : input.lastName || null;
  if (differs(lastName, user.lastName)) change.last_name = lastName;
  if (differs(input.language, user.language)) change.language = input.language;
  if (differs(input.timezone, user.timezone)) change.timezone = input.timezone;
  if (differs(input.clanNotifications, user.clanNotifications))
    change.clan_notifications = input.clanNotifications;
  if (differs(input.shareQuestTitles, user.shareQuestTitles))
    change.share_quest_titles = input.shareQuestTitles;
  if (differs(input.resting, user.resting)) change.resting = input.resting;
  if (differs(input.quickAddParsing, user.quickAddParsing)) change.quick_add_parsing = input.quickAddParsing;
  if (input.notificationPrefs !== undefined) {
    const prefs = mergeNotificationPrefs(
      notificationPrefsOf(user.notificationPrefs),
      input.notificationPrefs,
    );
    // Compared as JSON text, as the entity's change tracking compared them: the same settings in
    // another key order (the stored jsonb orders its keys) are written again.
    if (JSON.stringify(prefs) !== JSON.stringify(user.notificationPrefs)) change.notification_prefs = prefs;
  }
  const changesLanguage = input.language !== undefined && input.language !== user.language;
  // Stopping to share also takes the titles out of the clan feed's past entries.
  const stopsSharing = input.shareQuestTitles === false && user.shareQuestTitles;
  const written = await writeProfile(em, user, change);
  if (!written) throw usernameTaken();
  if (stopsSharing) await hideQuestTitlesOf(em, userId);
  // Today's starter quests not yet added are offered again in the new language (never a quest).
  if (changesLanguage) await dropOpenStarterOffers(em, userId);
  return announcePlayer(em, written);
}

export async function updateNickname(em: Em, userId: string, nickname: string): Promise<PlayerView> {
  const user = await playerOf(em, userId);
  const change: ProfileChange = differs(nickname, user.nickname) ? { nickname } : {};
  return announcePlayer(em, (await writeProfile(em, user, change)) ?? user);
}

export async function updateAvatar(em: Em, userId: string, input: AvatarRequest): Promise<PlayerView> {
  const user = await playerOf(em, userId);
  const change: ProfileChange = {};
  if (differs(input.avatarStyle, user.avatarStyle)) change.avatar_style = input.avatarStyle;
  if (differs(input.avatarColor, user.avatarColor)) change.avatar_color = input.avatarColor;
  if (differs(input.avatarAccessory, user.avatarAccessory)) change.avatar_accessory = input.avatarAccessory;
  if (differs(input.avatarSkin, user.avatarSkin)) change.avatar_skin = input.avatarSkin;
  if (differs(input.avatarHair, user.avatarHair)) change.avatar_hair = input.avatarHair;
  return announcePlayer(em, (await writeProfile(em, user, change)) ?? user);
}
