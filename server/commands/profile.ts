import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { User } from '../../db/entities/User.ts';
import type { Em } from '../../db/orm.ts';
import type { AvatarRequest, UpdateProfileRequest } from '../../protocol/api/user.ts';
import { hideQuestTitlesOf } from '../data/feedPrivacy.ts';
import type { PlayerView } from '../data/players.ts';
import { dropOpenStarterOffers } from '../data/starters.ts';
import { findUserByUsername } from '../data/users.ts';
import { mergeNotificationPrefs, notificationPrefsOf } from '../domain/notifications/prefs.ts';
import { announcePlayer } from './announcePlayer.ts';
import { usernameTaken } from './registerUser.ts';

/** Changes the player's own profile fields; a username taken by someone else answers 409. */
export async function updateProfile(
  em: Em,
  userId: string,
  input: UpdateProfileRequest,
): Promise<PlayerView> {
  const user = await em.findOneOrFail(User, userId);
  if (input.username !== undefined && input.username.toLowerCase() !== user.username.toLowerCase()) {
    const other = await findUserByUsername(em, input.username);
    if (other && other.id !== userId) throw usernameTaken();
  }
  if (input.username !== undefined) user.username = input.username;
  if (input.firstName !== undefined) user.firstName = input.firstName || null;
  if (input.lastName !== undefined) user.lastName = input.lastName || null;
  const changesLanguage = input.language !== undefined && input.language !== user.language;
  if (input.language !== undefined) user.language = input.language;
  if (input.timezone !== undefined) user.timezone = input.timezone;
  if (input.clanNotifications !== undefined) user.clanNotifications = input.clanNotifications;
  // Stopping to share also takes the titles out of the clan feed's past entries.
  const stopsSharing = input.shareQuestTitles === false && user.shareQuestTitles;
  if (input.shareQuestTitles !== undefined) user.shareQuestTitles = input.shareQuestTitles;
  if (input.resting !== undefined) user.resting = input.resting;
  if (input.notificationPrefs !== undefined) {
    user.notificationPrefs = mergeNotificationPrefs(
      notificationPrefsOf(user.notificationPrefs),
      input.notificationPrefs,
    );
  }
  try {
    await em.flush();
  } catch (err) {
    if (err instanceof UniqueConstraintViolationException) throw usernameTaken();
    throw err;
  }
  if (stopsSharing) await hideQuestTitlesOf(em, userId);
  // Today's starter quests not yet added are offered again in the new language (never a quest).
  if (changesLanguage) await dropOpenStarterOffers(em, userId);
  return announcePlayer(em, user);
}

export async function updateNickname(em: Em, userId: string, nickname: string): Promise<PlayerView> {
  const user = await em.findOneOrFail(User, userId);
  user.nickname = nickname;
  await em.flush();
  return announcePlayer(em, user);
}

export async function updateAvatar(em: Em, userId: string, input: AvatarRequest): Promise<PlayerView> {
  const user = await em.findOneOrFail(User, userId);
  for (const key of ['avatarStyle', 'avatarColor', 'avatarAccessory', 'avatarSkin', 'avatarHair'] as const) {
    const value = input[key];
    if (value !== undefined) user[key] = value;
  }
  await em.flush();
  return announcePlayer(em, user);
}
