import { randomUUID } from 'node:crypto';
import type { ClanActivityItem } from '../../protocol/api/clans.ts';
import type { Notification as NotificationDto } from '../../protocol/api/notifications.ts';
import { addClanTotalXp, clanEntry, insertClanEntries, raiseClanLevel } from '../data/clans.ts';
import { insertNotifications, type NotificationRow } from '../data/notifications.ts';
import type { Runner } from '../data/prepared.ts';
import { clanLevelFor } from '../domain/clans/level.ts';
import { publishClanActivity, publishNotification } from '../realtime/publish/community.ts';

type Data = Record<string, string | number | boolean | null>;

/**
 * Adds an entry to the player's clan feed (when they have a clan) in the caller's transaction; it is
 * pushed to the clan's room on every instance once the work has committed.
 */
export async function recordClanActivity(
  tx: Runner,
  user: { id: string; username: string; clan?: { id: string } | null },
  type: ClanActivityItem['type'],
  subject: string,
  data: Data,
  now: Date,
  clanId: string | null = user.clan?.id ?? null,
): Promise<void> {
  if (!clanId) return;
  const entry = clanEntry(user, { type, subject, data }, now);
  await insertClanEntries(tx, clanId, [entry]);
  publishClanActivity(clanId, entry);
}

/** A notification for one player, stored in the caller's transaction and pushed after commit. */
export async function notify(
  tx: Runner,
  userId: string,
  input: {
    type: NotificationDto['type'];
    title: string;
    body: string;
    data?: Data;
    priority?: NotificationDto['priority'];
  },
  now: Date,
): Promise<NotificationRow> {
  const notification: NotificationRow = {
    id: randomUUID(),
    userId,
    type: input.type,
    priority: input.priority ?? 'normal',
    title: input.title.slice(0, 200),
    body: input.body.slice(0, 2000),
    data: input.data ?? {},
    readAt: null,
    createdAt: now,
  };
  await insertNotifications(tx, [notification]);
  publishNotification(userId, notification);
  return notification;
}

/** Experience a member earns counts toward the clan: one atomic add, then the level it implies. */
export async function addClanExperience(tx: Runner, clanId: string, experience: number): Promise<void> {
  if (experience <= 0) return;
  const clan = await addClanTotalXp(tx, clanId, experience);
  if (!clan) return;
  const level = clanLevelFor(clan.totalXp);
  if (level > clan.clanLevel) await raiseClanLevel(tx, clanId, level);
}
